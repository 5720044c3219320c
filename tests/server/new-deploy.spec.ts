import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fakeBackendUrl } from '../e2e/servers';
import { expect, gotoApp, test, untilReady } from '../e2e/fixtures';
import { startRenderServer } from '../setup/render-server-process';
import { testSites } from '../test-sites';

/**
 * A deploy while a parent's phone holds the site (docs/decisions.md#offline): build A is visited
 * and its service worker keeps it; build B replaces it on the server. The phone goes on with A's
 * pages and code, never a mix, while B's worker gets ready beside it; B's page comes at the next
 * navigation, and no file asked for on the way fails.
 */
/** A port no other server of the run has: both builds are served on it, the site's one origin. */
function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
const port = await freePort();
const live = mkdtempSync(join(tmpdir(), 'deploy-'));
const deploy = (build: string) => {
  rmSync(live, { recursive: true, force: true });
  cpSync(build, live, { recursive: true });
};
const phones = { a: '0901 234 567', b: testSites['next-deploy'].env.VITE_SITE_PHONE };

/** The worker that controls the page, and whether another waits to take over. */
const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { controlled: navigator.serviceWorker.controller !== null, waiting: registration?.waiting != null };
  });

test.use({ baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'allow' });

test('after a deploy, the page stays on its build, and the next navigation brings the new one whole', async ({ page }) => {
  // Two servers started, and two workers that each keep the whole site.
  test.setTimeout(120_000);
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    // A document load given up for the next one: a busy machine's takeover can leave the first hanging
    // (src/features/offline/new-version.ts), and the page then loads again. A file missing fails otherwise.
    if (request.isNavigationRequest() && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  const header = page.getByRole('banner');

  deploy(testSites.production.outDir);
  let server = await startRenderServer(live, fakeBackendUrl, [], port);
  try {
    await gotoApp(page, '/gioi-thieu');
    await expect(header).toContainText(phones.a);
    // The first visit's worker has kept the site and controls the page.
    await expect.poll(() => workers(page), { timeout: 30_000 }).toEqual({ controlled: true, waiting: false });

    await server.stop();
    deploy(testSites['next-deploy'].outDir);
    server = await startRenderServer(live, fakeBackendUrl, [], port);

    // A visit after the deploy: build A's page, from A's worker, with A's code.
    await gotoApp(page, '/lien-he');
    await expect(header).toContainText(phones.a);
    await page.evaluate(() => Object.assign(window, { beforeTheNavigation: true }));
    // A page of A asks for a route's code it has not loaded yet: A's worker has it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Học phí và lịch học' }).click();
    await expect(page).toHaveURL(/\/hoc-phi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Học phí và lịch học');
    expect(await page.evaluate(() => 'beforeTheNavigation' in window)).toBe(true);
    await expect(header).toContainText(phones.a);
    // B's worker has kept B's files meanwhile, and waits.
    await expect.poll(() => workers(page), { timeout: 30_000 }).toEqual({ controlled: true, waiting: true });

    // The next navigation loads B's page as a whole document.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Câu hỏi thường gặp' }).click();
    await expect(page).toHaveURL(/\/cau-hoi-thuong-gap$/);
    await untilReady(page);
    // The document load that brings B may still be under way (B's worker taking over, then B's page
    // and code from it, or a second load after the first hung): on a busy machine it takes over 4 s.
    await expect(header).toContainText(phones.b, { timeout: 30_000 });
    expect(await page.evaluate(() => 'beforeTheNavigation' in window)).toBe(false);
    expect(await workers(page)).toEqual({ controlled: true, waiting: false });
    expect(failed).toEqual([]);
  } finally {
    await server.stop();
  }
});
