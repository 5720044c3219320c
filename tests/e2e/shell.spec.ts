import { axeViolationsInEachScheme, expect, gotoApp, isPhone, notFoundPageLog, test } from './fixtures';

const routes = [
  ['/', 'Mặt Trời Nhỏ - Anh ngữ và Kỹ năng sống cho bé'],
  ['/gioi-thieu', 'Giới thiệu | Mặt Trời Nhỏ'],
  ['/tin-tuc', 'Tin tức | Mặt Trời Nhỏ'],
  ['/hoc-vien', 'Học viên | Mặt Trời Nhỏ'],
  ['/giao-vien', 'Giáo viên | Mặt Trời Nhỏ'],
  ['/khoa-hoc/tieng-anh-cambridge', 'Tiếng Anh Cambridge | Mặt Trời Nhỏ'],
  ['/khoa-hoc/tieng-anh-cambridge/4', 'Tiếng Anh Mầm Non | Mặt Trời Nhỏ'],
  ['/khoa-hoc/ky-nang-song/1', 'Kỹ Năng Sống | Mặt Trời Nhỏ'],
  ['/khoa-hoc/8', 'Tiếng Anh Giao Tiếp | Mặt Trời Nhỏ'],
] as const;

test.describe('every route', () => {
  // One after the other in one tab, each loaded afresh (the tab keeps the files they share).
  test('renders inside the shell with its own title, and the year of its build', async ({ page }) => {
    // The test sites are built just before the suite runs (build:test-sites).
    const year = new Date().getUTCFullYear();
    for (const [path, title] of routes) {
      await gotoApp(page, path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toContainText(`© ${year}`);
      expect(await page.locator('html').getAttribute('lang'), path).toBe('vi');
    }
  });

  test.describe('an unknown path', () => {
    test.use({ expectedConsoleErrors: notFoundPageLog });

    test('says the page does not exist (404) and leads home', async ({ page }) => {
      const response = await gotoApp(page, '/trang-khong-co');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'TRANG NÀY KHÔNG TỒN TẠI' })).toBeVisible();
      await page.getByRole('link', { name: 'Về trang chủ' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

// The first screen's picture is the phone's or the desktop's.
test.describe('a first visit', { tag: '@both-widths' }, () => {
  for (const path of ['/', '/gioi-thieu', '/tin-tuc']) {
    test(`${path}: the first screen (styles and picture) has loaded before the page asks for its code, and is painted before it asks for the fonts`, async ({ page }) => {
      await gotoApp(page, path);
      await expect(page.locator('link[rel="stylesheet"][href*="/assets/fonts-"]')).toHaveCount(1);
      const timings = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const first = (test: (url: string) => boolean) => resources.find((entry) => test(entry.name));
        const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc;
        return {
          loaded: navigation?.loadEventEnd,
          painted: performance.getEntriesByName('first-paint')[0]?.startTime,
          styles: first((url) => /\/assets\/style-[\w-]+\.css$/.test(url))?.responseEnd,
          picture: first((url) => url === picture)?.responseEnd,
          code: first((url) => /\/assets\/first-load-[\w-]+\.js$/.test(url))?.startTime,
          fonts: first((url) => /\/assets\/fonts-[\w-]+\.css$/.test(url))?.startTime,
        };
      });
      expect(timings).toEqual({
        loaded: expect.any(Number),
        painted: expect.any(Number),
        styles: expect.any(Number),
        picture: expect.any(Number),
        code: expect.any(Number),
        fonts: expect.any(Number),
      });
      expect(timings.code).toBeGreaterThanOrEqual(timings.loaded!);
      expect(timings.code).toBeGreaterThan(timings.styles!);
      expect(timings.code).toBeGreaterThan(timings.picture!);
      expect(timings.fonts).toBeGreaterThanOrEqual(timings.painted!);
    });
  }
});

test.describe('in the light and dark schemes', { tag: '@both-widths' }, () => {
  // Reduced motion: axe then reads the menus' final colours, not a frame of their fade-in.
  test.use({ reducedMotion: 'reduce' });

  // The closed shell is checked with every page in the other specs; this opens the menus, then the
  // search, on the lightest page, so axe has the least else to read.
  test('the privacy page, its open menus and the search dialog have no WCAG A/AA violations', async ({ page }) => {
    await gotoApp(page, '/chinh-sach-bao-mat');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolationsInEachScheme(page), 'the page').toEqual({ light: [], dark: [] });

    const menu = isPhone(page) ? page.getByRole('dialog', { name: 'Menu' }) : page.locator('#course-menu');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await menu.getByText('Chương Trình Học').click();
    } else {
      await page.getByRole('button', { name: 'Chương Trình Học' }).click();
    }
    await expect(menu.getByRole('link', { name: 'Kỹ Năng Sống' })).toBeVisible();
    expect(await axeViolationsInEachScheme(page), 'the open menus').toEqual({ light: [], dark: [] });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Tìm Kiếm' }).click();
    await page.getByRole('textbox', { name: 'Tìm kiếm trên trang web' }).fill('tieng anh');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('dialog').locator('button[data-selected]')).toHaveCount(1);
    expect(await axeViolationsInEachScheme(page), 'the search dialog').toEqual({ light: [], dark: [] });
  });

  // The one route no other spec runs axe on (the others are checked in their own spec files).
  test('/khoa-hoc/tieng-anh-cambridge/7 has no WCAG A/AA violations', async ({ page }) => {
    await gotoApp(page, '/khoa-hoc/tieng-anh-cambridge/7');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });

  test.describe('the 404 page', () => {
    test.use({ expectedConsoleErrors: notFoundPageLog });

    test('has no WCAG A/AA violations', async ({ page }) => {
      await gotoApp(page, '/khong-ton-tai');
      await expect(page.getByRole('heading', { name: 'TRANG NÀY KHÔNG TỒN TẠI' })).toBeVisible();
      expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
    });
  });
});
