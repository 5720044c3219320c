import { expect, test } from '@playwright/test';
import { devServerUrl } from './nginx-url';
import { hotArticle } from './site-pages';

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
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await expect(page.getByRole('alert'), path).toHaveText(/Không tìm thấy tin tức/);
    await expect(page.getByRole('button', { name: 'Thử lại' }), path).toBeVisible();
  }
  // The browser's own line for each failed answer: the page's 503 and the API's 500s.
  expect(logs.filter((log) => !/^error: Failed to load resource: the server responded with a status of (500|503)/.test(log))).toEqual([]);
});
