import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './fixtures';

const searchChunk = /\/assets\/SiteSearch-[\w-]+\.js$/;

/** A mark on the page that a reload would wipe. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

test.describe('a part of the page whose code cannot load', { tag: '@production' }, () => {
  test.use({ expectedConsoleErrors: /^Failed to load resource: (net::ERR_FAILED|the server responded with a status of 404)/ });

  test('fails alone: the page and the half-typed registration stay', async ({ page }) => {
    await gotoApp(page, '/');
    await page.route(searchChunk, (route) => route.abort('failed'));
    const form = page.locator('#dang-ky');
    await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill('Nguyễn Thị Lan');
    await markPage(page);

    const failed = page.waitForEvent('requestfailed', (request) => searchChunk.test(request.url()));
    await page.getByRole('button', { name: 'Tìm Kiếm' }).click();
    await failed;

    await expect(page.getByRole('textbox', { name: 'Tìm kiếm trên trang web' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toHaveValue('Nguyễn Thị Lan');
    expect(await stillSamePage(page)).toBe(true);
  });

  test('after a new deploy (its chunk is gone) reloads the page once, never in a loop', async ({ page }) => {
    await gotoApp(page, '/gioi-thieu');
    await page.route(searchChunk, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Tìm Kiếm' }).click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('data-ready');
    await markPage(page);

    const failedAgain = page.waitForResponse(searchChunk);
    await page.getByRole('button', { name: 'Tìm Kiếm' }).click();
    await failedAgain;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tìm kiếm trên trang web' })).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);
  });
});

test.describe('a page that loses its connection after it has loaded', { tag: '@production' }, () => {
  // The offline phone's failed requests for the form's code.
  test.use({ expectedConsoleErrors: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/ });

  test('keeps itself and its form, holds a registration sent offline and sends it once back online', async ({ page, context }) => {
    await gotoApp(page, '/');
    await markPage(page);
    const sends: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/v1.0/email/send-form') && request.method() === 'POST' && sends.push(request.url()));
    await context.setOffline(true);
    const form = page.locator('#dang-ky');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill('Đỗ Thu Trang');
    await form.getByRole('textbox', { name: /Số điện thoại/ }).fill('0903 111 222');
    await form.getByRole('combobox', { name: /Khóa học/ }).selectOption('Tiếng Anh Giao Tiếp');
    await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
    await expect(page.locator('[data-deferred="registration"]')).not.toHaveAttribute('data-ready');
    expect(await stillSamePage(page)).toBe(true);
    await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toHaveValue('Đỗ Thu Trang');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1.0/email/send-form') && request.method() === 'POST');
    await context.setOffline(false);
    const body = (await sent).postDataBuffer()?.toString() ?? '';
    for (const value of ['Đỗ Thu Trang', '0903111222', 'Tiếng Anh Giao Tiếp']) expect(body).toContain(value);
    await expect(form.getByRole('heading', { name: 'Cảm ơn phụ huynh Đỗ Thu Trang!' })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    expect(sends).toHaveLength(1);
  });
});
