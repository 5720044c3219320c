import type { APIResponse, Page } from '@playwright/test';
import { inlineScriptHashes } from '../../src/server/inline-script-hashes';
import { expect, gotoApp, test } from '../e2e/fixtures';
import { renderServerUrls } from '../e2e/servers';
import { demoNginxUrl } from './nginx-url';
import { hotArticle, sitemapPagePaths } from './site-pages';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * The browser suite opens every page on the render server run alone, which gives each page the same
 * policy as nginx (a static page's from the build's metadata, a rendered page its own), and fails
 * on any violation (the browser logs it as a console error). What is left to check here is that
 * nginx's answer carries that policy: the same directives, naming exactly the inline scripts of the
 * page it comes with (a rendered page's router state differs from one render to the next).
 */
test('every page and a news article carry the policy the browser suite runs them under', async ({ request }) => {
  const hot = await hotArticle(request);
  const paths = [...(await sitemapPagePaths(request)), `/tin-tuc/${hot._id}`];
  expect(paths).toEqual(expect.arrayContaining(['/', '/gioi-thieu', '/tin-tuc', '/en/about', '/khoa-hoc/theo-tuoi/8']));
  const policyOf = async (response: APIResponse) => {
    const policy = response.headers()['content-security-policy'] ?? '';
    const scripts = /script-src 'self'((?: '[^']+')*);/.exec(policy)?.[1]?.trim().split(' ') ?? [];
    return { directives: policy.replace(/script-src [^;]*/, 'script-src'), scripts, pageScripts: inlineScriptHashes(await response.text()) };
  };
  for (const path of paths) {
    const [behindNginx, alone] = await Promise.all([request.get(path), request.get(new URL(path, renderServerUrls.production).href)]);
    expect([behindNginx.status(), alone.status()], path).toEqual([200, 200]);
    const [nginxPolicy, alonePolicy] = [await policyOf(behindNginx), await policyOf(alone)];
    expect(nginxPolicy.directives, path).toMatch(/^default-src 'self'; script-src; style-src /);
    expect(nginxPolicy.directives, path).toBe(alonePolicy.directives);
    expect(nginxPolicy.scripts, path).toEqual(nginxPolicy.pageScripts);
    expect(alonePolicy.scripts, path).toEqual(alonePolicy.pageScripts);
  }
});

test.describe('the 404 page', () => {
  // The browser reports the page's own status 404 as a console error.
  test.use({ expectedConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });

  test('runs under the CSP with no violation, and nothing on it is missing', async ({ page }) => {
    const violations = await recordViolations(page);
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && new URL(response.url()).pathname !== '/khong-co-trang-nay') missing.push(response.url());
    });
    await gotoApp(page, '/khong-co-trang-nay');
    await expect(page.getByRole('heading', { level: 1, name: 'TRANG NÀY KHÔNG TỒN TẠI' })).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(missing).toEqual([]);
  });

  test('of an address no page can have stays the not-found page: the router never takes it for an article', async ({ page }) => {
    const response = await page.goto('/tin-tuc/a%3C');
    expect(response?.status()).toBe(404);
    // Every script the page asks for has come and run: nothing further replaces what is shown.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'TRANG NÀY KHÔNG TỒN TẠI' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Đã có lỗi xảy ra.')).toHaveCount(0);
  });
});

test.describe('with service workers', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the demo build, its fake backend a service worker, runs under the same policy', async ({ page }) => {
    const violations = await recordViolations(page);
    await gotoApp(page, `${demoNginxUrl}/tin-tuc`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${demoNginxUrl}/mockServiceWorker.js`);
    expect(await violations()).toEqual([]);
  });

  test("production's service worker runs under the policy, and the pages it keeps open offline under it too", async ({
    page,
    context,
    request,
  }) => {
    const violations = await recordViolations(page);
    const worker = await request.get('/sw.js');
    expect(worker.headers()['content-security-policy']).toContain("connect-src 'self'");
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await gotoApp(page, '/gioi-thieu');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), { timeout: 30_000 })
      .toMatch(/\/sw\.js$/);
    await context.setOffline(true);
    await gotoApp(page, '/lien-he');
    await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
    await context.setOffline(false);
    expect(await violations()).toEqual([]);
  });
});

test.describe('an address in capitals', () => {
  // nginx has no such file: it answers the 404 page, whose status the browser logs.
  test.use({ expectedConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });

  test('ends on the page it names, at its one address', async ({ page }) => {
    await page.goto('/GIOI-THIEU');
    await expect(page).toHaveURL(/\/gioi-thieu$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Hơn \d+ năm đồng hành cùng con trên hành trình lớn khôn$/ }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Giới thiệu | Mặt Trời Nhỏ');
  });
});
