import type { Page } from '@playwright/test';
import { expect, gotoApp, isPhone, test } from './fixtures';

const actionBar = (page: Page) => page.getByRole('navigation', { name: 'Liên hệ nhanh' });

// Shown on phones only, where every page's axe check reads it too.
test.describe('phone action bar', () => {
  test('on a phone, call and Zalo are in reach on every screen and the bar never covers the end of the page', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/chinh-sach-bao-mat');
    const bar = actionBar(page);
    if (!isPhone(page)) {
      // From 992 px the header's 'Đăng ký ngay' and the contact bar's hotline do its job.
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: /^Gọi ngay / })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(bar.getByRole('link', { name: 'Zalo (mở thẻ mới)' })).toHaveAttribute('href', /^https:\/\/zalo\.me\//);
    for (const control of await bar.getByRole('link').all()) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.locator('footer').getByText(/^©/);
    await expect(copyright).toBeInViewport();
    const lastLine = (await copyright.boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  });

  test('its registration button brings the form into view, and it steps aside while the form is on screen or in use', async ({ page }) => {
    await gotoApp(page, '/gioi-thieu');
    const bar = actionBar(page);
    await bar.getByRole('link', { name: 'Đăng ký học thử' }).click();
    const name = page.locator('#dang-ky').getByRole('textbox', { name: /Họ tên phụ huynh/ });
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    // Still in use (its field has the focus, the phone's keyboard up): the bar stays aside until the
    // parent taps outside the form.
    await expect(bar).toBeHidden();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(bar).toBeInViewport();
  });
});
