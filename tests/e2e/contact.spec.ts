import { envDefaults } from '../../src/lib/env-defaults';
import { testSites } from '../test-sites';
import { axeViolationsInEachScheme, expect, gotoApp, isPhone, sendRegistration, test } from './fixtures';

test.describe('the contact page', () => {
  test('gives the facts, the map, directions to the configured position, and takes a registration sent from it', async ({ page }) => {
    await gotoApp(page, '/lien-he');
    await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Thông tin liên hệ' });
    await expect(facts).toContainText(envDefaults.VITE_SITE_ADDRESS);
    await expect(facts).toContainText('Thứ Hai - Chủ Nhật: 8:00 - 21:00');
    await expect(facts.getByRole('link', { name: envDefaults.VITE_SITE_PHONE })).toHaveAttribute('href', 'tel:0901234567');
    const directions = facts.getByRole('link', { name: 'Chỉ đường đến trung tâm trên Google Maps (mở thẻ mới)' });
    await expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${testSites.production.env.VITE_SITE_GEO}`,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);

    // Lazy, below the phone's first screen: it loads as it comes near.
    const map = page.getByRole('img', { name: /^Sơ đồ đường đến trung tâm: Mặt Trời Nhỏ ở Đường số 7/ });
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(440);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Liên hệ và chỉ đường' })).toHaveAttribute('href', '/lien-he');

    const fields = await sendRegistration(page, { parentName: 'Trần Văn Minh', phone: '0903 456 789', course: 'Kỹ Năng Sống' });
    expect(fields).toMatchObject({ parentName: 'Trần Văn Minh', subject: 'Kỹ Năng Sống', page: '/lien-he' });
    await expect(page.getByRole('status').filter({ hasText: 'Gửi thành công!' })).toBeVisible();
  });

  test.describe('in the light and dark schemes', () => {
    test.use({ reducedMotion: 'reduce' });

    test('is reached from the top of every page and has no WCAG A/AA violations', { tag: '@both-widths' }, async ({ page }) => {
      await gotoApp(page, '/');
      // The contact bar's link; the phone's bar is full, its menu has it.
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Mở menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Liên Hệ', exact: true }).click();
      } else {
        await page.getByRole('link', { name: 'Liên Hệ', exact: true }).click();
      }
      await expect(page).toHaveURL(/\/lien-he$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
      expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
    });
  });
});
