import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { fakeBackendDay } from '../e2e/servers';
import { hotArticle } from './site-pages';

/**
 * `npm run dev`, started by this file alone (on a free port): no other suite needs it, and its
 * first page is the most CPU any server of the run takes. It is ready once it has rendered its first
 * page itself (scripts/vite/warm-first-page.ts says so). The file's tests share it, in one worker.
 */
test.describe.configure({ mode: 'default' });
/** A page's code in development is hundreds of modules, each its own request: 6-9 s on busy cores. */
const devPageCodeMs = 30_000;
let devServer: ChildProcess | undefined;
let devServerUrl = '';
test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  devServer = spawn('node_modules/.bin/vite', ['--port', '0', '--host', '127.0.0.1'], {
    env: { ...process.env, VITE_MOCK_TODAY: fakeBackendDay },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  devServer.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  devServerUrl = await new Promise<string>((resolve, reject) => {
    devServer!.stdout!.on('data', (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
      const url = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      const firstPage = /First page ready in [\d.]+ s \((\d+)\)/.exec(output)?.[1];
      if (url && firstPage === '200') resolve(url);
      else if (firstPage) reject(new Error(`The dev server's first page answered ${firstPage}:\n${output}`));
    });
    devServer!.once('exit', (code) => reject(new Error(`The dev server stopped (${code}):\n${output}`)));
  });
  // The browser's first visit compiles the page's code, module by module (seconds, more on busy
  // cores): done once here, as a developer's first visit does, so the tests' own waits are the page's.
  const page = await browser.newPage();
  await page.goto(`${devServerUrl}/`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), undefined, { timeout: 120_000 });
  await page.close();
});
test.afterAll(async () => {
  if (!devServer || devServer.exitCode !== null) return;
  devServer.kill('SIGTERM');
  await once(devServer, 'exit');
});

// Its fake backend in the browser is msw's service worker.
test.use({ serviceWorkers: 'allow' });

// `npm run dev` renders on the server too, its API the fake backend in Node: no backend to run.
test('the development server renders the pages that show news, with the fake backend in Node', async ({ request }) => {
  const hot = await hotArticle(request);
  const home = await request.get(`${devServerUrl}/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain(`href="/tin-tuc/${hot._id}"`);
  const article = await request.get(`${devServerUrl}/tin-tuc/${hot._id}`);
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain(`<title>${hot.title} | Mặt Trời Nhỏ</title>`);
  expect((await request.get(`${devServerUrl}/tin-tuc/aaaaaaaaaaaaaaaaaaaaaaaa`)).status()).toBe(404);
});

// Start's dev stylesheet of the page's routes (/@tanstack-start/styles.css) is in the server's HTML:
// the page is painted styled before its code has run, as the build's one stylesheet does.
test("the development server's page is styled before its code runs", async ({ page }) => {
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  await page.goto(`${devServerUrl}/`);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Mặt Trời Nhỏ - Trang chủ' }).locator('img:visible')).toHaveCount(1);
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toHaveCSS('text-decoration-line', 'none');
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Be Vietnam Pro"/);
});

// The fake backend failing is a state of the page, not an error thrown to the router, which would
// warn "Error in route match" in the console (src/features/news/news-unavailable.ts).
test('a news page with the fake backend failing shows its error state, answers 503, and the console stays quiet', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) logs.push(`${message.type()}: ${message.text()}`);
  });
  for (const path of ['/tin-tuc', '/tin-tuc/aaaaaaaaaaaaaaaaaaaaaaab']) {
    const response = await page.goto(`${devServerUrl}${path}?mock=error`);
    expect(response?.status(), path).toBe(503);
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: devPageCodeMs });
    await expect(page.getByRole('alert'), path).toHaveText(/Không tìm thấy tin tức/);
    await expect(page.getByRole('button', { name: 'Thử lại' }), path).toBeVisible();
  }
  // The browser's own line for each failed answer: the page's 503 and the API's 500s.
  expect(logs.filter((log) => !/^error: Failed to load resource: the server responded with a status of (500|503)/.test(log))).toEqual([]);
});

// The server never sees an address's #fragment: the language switch renders the page alone (or
// development React would report the server's link as a hydration mismatch) and takes the query and
// fragment as it is followed.
test('an address with a #fragment hydrates without a mismatch, and the language switch keeps the fragment', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${devServerUrl}/gioi-thieu?tab=1#noi-dung`);
  await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: devPageCodeMs });
  const english = page.getByRole('link', { name: /^English: / });
  await expect(english).toHaveAttribute('href', '/en/about');
  expect(errors).toEqual([]);
  await english.click();
  await expect(page).toHaveURL(/\/en\/about\?tab=1#noi-dung$/, { timeout: devPageCodeMs });
});
