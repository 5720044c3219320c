import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from '../e2e/fixtures';
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

test('every page and a news article run under the CSP with no violation', async ({ page, request }) => {
  const violations = await recordViolations(page);
  const hot = await hotArticle(request);
  // One age of the course finder stands for all thirteen: the same route, code and markup. An English
  // page runs its Vietnamese twin's code: home, a course, the level check and the news stand for them.
  const englishPages = ['/en', '/en/courses/cambridge-english/5', '/en/level-check', '/en/news'];
  const paths = (await sitemapPagePaths(request)).filter(
    (path) => !/^\/khoa-hoc\/theo-tuoi\/(?!8$)/.test(path) && (!path.startsWith('/en') || englishPages.includes(path)),
  );
  expect(paths).toContain('/khoa-hoc/theo-tuoi/8');
  expect(paths).toEqual(expect.arrayContaining(englishPages));

  for (const path of paths) {
    await gotoApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }

  await gotoApp(page, `/tin-tuc/${hot._id}`);
  await expect(page.getByRole('heading', { level: 1, name: hot.title })).toBeVisible();
  expect(await violations()).toEqual([]);
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

test('the menu, search and a sent registration work under the CSP', async ({ page }) => {
  const violations = await recordViolations(page);
  await gotoApp(page, '/');

  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

  await page.getByRole('button', { name: 'Tìm Kiếm' }).click();
  await page.getByRole('textbox', { name: 'Tìm kiếm trên trang web' }).fill('Cambridge');
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: /Cambridge/ })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const form = page.locator('#dang-ky');
  await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill('Nguyễn Thị Lan');
  await form.getByRole('textbox', { name: /Số điện thoại/ }).fill('0912 345 678');
  await form.getByRole('combobox', { name: /Khóa học/ }).selectOption('Tiếng Anh Tiểu Học');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1.0/email/send-form'));
  await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Gửi thành công!' })).toBeVisible();

  expect(await violations()).toEqual([]);
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
