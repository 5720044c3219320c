import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './fixtures';

const searchChunk = /\/assets\/SiteSearch-[\w-]+\.js$/;

/** A mark on the page that a reload would wipe. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

/** The documents the tab has loaded so far: a reload adds one. */
function countDocuments(page: Page) {
  const documents: string[] = [];
  page.on('domcontentloaded', () => documents.push(page.url()));
  return documents;
}

const unavailable = 'Chưa tải được phần này. Vui lòng kiểm tra kết nối mạng; trang sẽ tự thử lại khi có mạng trở lại.';

test.describe('a part of the page whose code cannot load', { tag: '@production' }, () => {
  test.use({ expectedConsoleErrors: /^Failed to load resource: (net::ERR_FAILED|the server responded with a status of 404)/ });

  test('fails alone and says so: the page and the half-typed registration stay, and it loads once the browser is back online', async ({ page, context }) => {
    // The search's code never arrives: neither fetched ahead of need, nor when it is asked for.
    await page.route(searchChunk, (route) => route.abort('failed'));
    await gotoApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-code-ready', { timeout: 15_000 });
    const form = page.locator('#dang-ky');
    await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill('Nguyễn Thị Lan');
    await markPage(page);

    await page.getByRole('button', { name: 'Tìm Kiếm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: unavailable })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tìm kiếm trên trang web' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toHaveValue('Nguyễn Thị Lan');
    expect(await stillSamePage(page)).toBe(true);

    // The connection comes back: the part asks for its code again, and opens as it was asked to.
    await page.unroute(searchChunk);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByRole('textbox', { name: 'Tìm kiếm trên trang web' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: unavailable })).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);
  });

  test('after a new deploy (its chunk is gone) reloads the page once, never in a loop', async ({ page }) => {
    const documents = countDocuments(page);
    // The chunk is gone from the server (404): fetching it ahead of need finds out, and the page
    // reloads to the new build, once.
    await page.route(searchChunk, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await page.goto('/gioi-thieu');
    await expect.poll(() => documents.length).toBe(2);
    await expect(page.locator('html')).toHaveAttribute('data-code-ready', { timeout: 15_000 });
    await markPage(page);

    // The reloaded page finds the chunk gone too: it says so when asked, and does not reload again.
    await page.getByRole('button', { name: 'Tìm Kiếm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: unavailable })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    expect(documents).toHaveLength(2);
  });
});
