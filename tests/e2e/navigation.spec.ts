import { expect, gotoApp, isPhone, test } from './fixtures';

const courses = [
  ['Tất cả khóa học', '/khoa-hoc'],
  ['Học phí và lịch học', '/hoc-phi'],
  ['Kỹ Năng Sống', '/khoa-hoc/ky-nang-song/1'],
  ['Tiếng Anh Cambridge', '/khoa-hoc/tieng-anh-cambridge'],
  ['Tiếng Anh Giao Tiếp', '/khoa-hoc/8'],
] as const;

test.describe('header navigation', () => {
  test('choosing a course closes the menu and opens its page, for each course', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/gioi-thieu');
    for (const [title, path] of courses) {
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Mở menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await drawer.getByText('Chương Trình Học').click();
        await drawer.getByRole('link', { name: title }).click();
        await expect(drawer, title).toBeHidden();
      } else {
        await page.getByRole('button', { name: 'Chương Trình Học' }).click();
        const menu = page.locator('#course-menu');
        await menu.getByRole('link', { name: title }).click();
        await expect(menu, title).toBeHidden();
      }
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title, { ignoreCase: true });
    }
  });

  test('works with the keyboard alone', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/');
    if (isPhone(page)) {
      const burger = page.getByRole('button', { name: 'Mở menu' });
      await burger.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      // The drawer takes the focus; the course list opens from the keyboard.
      await expect(drawer.getByRole('button', { name: 'Đóng menu' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const courseList = drawer.locator('details');
      await expect(courseList.locator('summary')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(courseList).toHaveAttribute('open');
      await expect(drawer.getByRole('link', { name: 'Kỹ Năng Sống' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(burger).toBeFocused();
      await burger.press('Enter');
      await expect(drawer).toBeVisible();
      await expect(courseList).not.toHaveAttribute('open');
      // Tabbing past its last link closes it: nothing behind it is focused unseen.
      await drawer.getByRole('link', { name: /Tải Broucher/ }).focus();
      await page.keyboard.press('Tab');
      await expect(drawer).toBeHidden();
    } else {
      const trigger = page.getByRole('button', { name: 'Chương Trình Học' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('#course-menu');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Tất cả khóa học' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Học phí và lịch học' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Kỹ Năng Sống' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Tiếng Anh Cambridge' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Enter');
      for (let link = 0; link < 4; link += 1) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/khoa-hoc\/tieng-anh-cambridge$/);
      await expect(menu).toBeHidden();
    }
  });

  test('a new page starts at the top', async ({ page }) => {
    // A short window, so that even a short page can be scrolled.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1440, height: 400 });
    await gotoApp(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Đội ngũ giáo viên' }).click();
    await expect(page).toHaveURL(/\/giao-vien$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const [path, expected] of [
    ['/gioi-thieu', /\/gioi-thieu$/],
    ['/tin-tuc', /\/#dang-ky$/],
  ] as const) {
    test(`Đăng ký ngay on ${path} leads to a registration form, cursor in its first field`, { tag: '@both-widths' }, async ({ page }) => {
      await gotoApp(page, path);
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Mở menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Đăng ký ngay' }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Đăng ký ngay' }).click();
      }
      await expect(page).toHaveURL(expected);
      await expect(page.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toBeFocused();
      await expect(page.locator('#dang-ky')).toBeInViewport();
    });
  }
});

test.describe('contact bar', () => {
  test('its buttons still answer after links were followed to pages with structured data', async ({ page }) => {
    await gotoApp(page, '/tin-tuc');
    await page.getByRole('link', { name: 'Đọc chi tiết' }).first().click();
    await expect(page.getByRole('region', { name: 'BÀI VIẾT LIÊN QUAN' })).toBeVisible();
    await page.getByRole('button', { name: 'Tìm Kiếm' }).click();
    await expect(page.getByRole('textbox', { name: 'Tìm kiếm trên trang web' })).toBeVisible();
  });

  test('the phone number is a tel: link, and search finds a page by words without accents', async ({ page }) => {
    await gotoApp(page, '/');
    await expect(page.getByRole('link', { name: /Gọi trung tâm/ })).toHaveAttribute('href', /^tel:0\d{9}$/);
    await page.getByRole('button', { name: 'Tìm Kiếm' }).click();
    await page.getByRole('textbox', { name: 'Tìm kiếm trên trang web' }).fill('giao vien');
    await page.getByRole('dialog').getByRole('button', { name: /Giáo viên/ }).first().click();
    await expect(page).toHaveURL(/\/giao-vien$/);
  });
});

test.describe('colour scheme', () => {
  test.use({ colorScheme: 'light' });

  test('the toggle switches, is remembered, and the next first paint already uses it', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstPaintScheme?: string | null }).firstPaintScheme =
          document.documentElement.getAttribute('data-mantine-color-scheme');
      });
    });
    await gotoApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Chuyển sang giao diện tối' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstPaintScheme?: string }).firstPaintScheme)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Chuyển sang giao diện sáng' })).toBeVisible();
  });

  test('follows the system setting when nothing was chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
