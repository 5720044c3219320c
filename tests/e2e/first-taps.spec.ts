import type { Page } from '@playwright/test';
import { expect, test, withHotArticle } from './fixtures';

/**
 * A parent on a phone taps a control the moment it shows, while the page's code is still on its
 * way (src/components/early-input.ts): the tap must have its effect. The CPU is slowed 4x, as on a
 * mid-range phone; each control is used without waiting for anything but its being visible.
 * On a phone's screen (the desktop project leaves this file out), the course menu on a desktop's.
 */
test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
});

/** The page's code (the chunk every page hydrates with) waits until the test lets it load. */
async function holdCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/first-load-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const desktopScreen = { width: 1440, height: 900 };
const codeHasRun = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-ready'));
const slow = { timeout: 20_000 };

interface Control {
  name: string;
  path: string;
  /** Shown on a desktop's screen only (the suite's own screen is a phone's). */
  desktop?: boolean;
  /** Works without the page's code (a link, a native popover): using it before the code runs proves it. */
  native?: boolean;
  /** Used in the demo build too: one control of each kind there. */
  demo?: boolean;
  use: (page: Page) => Promise<unknown>;
  /** The visible effect of `use`. */
  expectEffect: (page: Page) => Promise<void>;
}

const controls: Control[] = [
  ...['/', '/tin-tuc/:hot'].flatMap((path): Control[] => [
    {
      name: 'the mobile menu',
      path,
      native: true,
      use: (page) => page.getByRole('button', { name: 'Mở menu' }).click(),
      expectEffect: (page) => expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Tin Tức' })).toBeVisible(slow),
    },
    {
      name: 'the course menu',
      path,
      desktop: true,
      native: true,
      use: (page) => page.getByRole('navigation', { name: 'Menu chính' }).getByRole('button', { name: 'Chương Trình Học' }).click(),
      expectEffect: (page) => expect(page.locator('#course-menu').getByRole('link', { name: 'Kỹ Năng Sống' })).toBeVisible(slow),
    },
  ]),
  {
    name: 'a news tab',
    path: '/tin-tuc',
    native: true,
    demo: true,
    use: (page) => page.getByRole('navigation', { name: 'Chủ đề tin tức' }).getByRole('link', { name: 'Sự kiện' }).click(),
    expectEffect: async (page) => {
      await expect(page).toHaveURL(/\/tin-tuc\?tab=[a-f\d]{24}$/, slow);
      const tab = page.getByRole('navigation', { name: 'Chủ đề tin tức' }).getByRole('link', { name: 'Sự kiện' });
      await expect(tab).toHaveAttribute('aria-current', 'page', slow);
    },
  },
  {
    name: 'a page link of the news list',
    path: '/tin-tuc',
    native: true,
    use: (page) => page.getByRole('navigation', { name: 'Phân trang tin tức' }).getByRole('link', { name: 'Trang 2' }).click(),
    expectEffect: async (page) => {
      await expect(page).toHaveURL(/\/tin-tuc\?page=2$/, slow);
      const link = page.getByRole('navigation', { name: 'Phân trang tin tức' }).getByRole('link', { name: 'Trang 2' });
      await expect(link).toHaveAttribute('aria-current', 'page', slow);
    },
  },
  {
    name: "the slideshow's pause button",
    path: '/',
    use: (page) => page.getByRole('region', { name: 'Ảnh giới thiệu trung tâm' }).getByRole('button', { name: 'Tạm dừng trình chiếu' }).click(),
    expectEffect: (page) =>
      expect(page.getByRole('region', { name: 'Ảnh giới thiệu trung tâm' }).getByRole('button', { name: 'Tiếp tục trình chiếu' })).toBeVisible(slow),
  },
  {
    name: 'search',
    path: '/tin-tuc/:hot',
    demo: true,
    use: (page) => page.getByRole('button', { name: 'Tìm Kiếm' }).click(),
    expectEffect: (page) => expect(page.getByRole('textbox', { name: 'Tìm kiếm trên trang web' })).toBeVisible(slow),
  },
  {
    // Below the first screen: its section's code loads as it nears the screen (src/pages/HomePage.tsx).
    name: 'a photo of the facilities',
    path: '/',
    use: (page) => page.getByRole('button', { name: /^Xem lớn: Sảnh lễ tân/ }).click(),
    expectEffect: (page) => expect(page.getByRole('button', { name: /^Xem lớn: Sảnh lễ tân/ })).toHaveAttribute('aria-pressed', 'true', slow),
  },
];

// In the production build the controls whose effect is code (the others are used there before the
// code has run, below). The demo build's code is the same but hydrates only once its fake backend's
// worker has started: there a link and a control whose effect is code, each on a page whose news
// the worker answers.
for (const [build, tag] of [['production', '@production'], ['demo', '@demo']]) {
  test.describe(`a control used the moment it shows, on a phone-speed CPU (${build} build)`, { tag }, () => {
    test.use({ colorScheme: 'light' });
    for (const control of controls.filter((known) => (build === 'demo' ? known.demo : !known.native))) {
      test(`${control.name} on ${control.path}`, async ({ page }) => {
        if (control.desktop) await page.setViewportSize(desktopScreen);
        await page.goto(await withHotArticle(page, control.path), { waitUntil: 'commit' });
        await control.use(page);
        await control.expectEffect(page);
      });
    }
  });
}

// The production build: the demo's service worker fetches the code out of the test's reach.
test.describe('a control used before the page\'s code has run', { tag: '@production' }, () => {
  test.use({ colorScheme: 'light' });
  for (const control of controls) {
    test(`${control.name} on ${control.path}`, async ({ page }) => {
      if (control.desktop) await page.setViewportSize(desktopScreen);
      const release = await holdCode(page);
      await page.goto(await withHotArticle(page, control.path), { waitUntil: 'commit' });
      await control.use(page);
      expect(await codeHasRun(page)).toBe(false);
      release();
      await control.expectEffect(page);
    });
  }
});

test.describe('what the parent did before the code ran survives hydration', { tag: '@production' }, () => {
  test.use({ colorScheme: 'light' });
  for (const screen of ['phone', 'desktop'] as const) {
    test(`typed text, an open menu, the focus and the scroll position, on a ${screen}'s screen`, async ({ page }) => {
      if (screen === 'desktop') await page.setViewportSize(desktopScreen);
      const release = await holdCode(page);
      await page.goto('/khoa-hoc/ky-nang-song/1', { waitUntil: 'commit' });
      const form = page.locator('#dang-ky');
      const name = form.getByRole('textbox', { name: /Họ tên phụ huynh/ });
      const phone = form.getByRole('textbox', { name: /Số điện thoại/ });
      await name.fill('Lê Thị Hoa');
      await phone.fill('0912 345 678');
      const course = form.getByRole('combobox', { name: /Khóa học/ });
      await course.selectOption('Kỹ Năng Sống');
      const menu = screen === 'phone' ? page.getByRole('dialog', { name: 'Menu' }) : page.locator('#course-menu');
      const focused = screen === 'phone' ? menu.getByRole('button', { name: 'Đóng menu' }) : page.getByRole('button', { name: 'Chương Trình Học' });
      if (screen === 'phone') await page.getByRole('button', { name: 'Mở menu' }).click();
      else await page.getByRole('button', { name: 'Chương Trình Học' }).click();
      await expect(menu).toBeVisible();
      await expect(focused).toBeFocused();
      // Every element the parent can touch: hydration must keep these very elements in the page.
      await page.evaluate(() => Object.assign(window, { touchable: [...document.querySelectorAll('a, button, input, select, summary, [popover]')] }));
      // The fonts, asked for after the first paint, reflow the text when they come: the scroll
      // position is read once they have, so that it tells what hydration does.
      await page.waitForFunction(() => {
        const fonts = document.querySelector<HTMLLinkElement>('link[rel=stylesheet][href*="/fonts-"]');
        return !!fonts?.sheet && document.fonts.status === 'loaded' && [...document.fonts].some((face) => face.status === 'loaded');
      });
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(await codeHasRun(page)).toBe(false);

      release();
      await expect(page.locator('html')).toHaveAttribute('data-ready', '', slow);
      await expect(menu).toBeVisible();
      await expect(focused).toBeFocused();
      await expect(name).toHaveValue('Lê Thị Hoa');
      await expect(phone).toHaveValue('0912 345 678');
      await expect(course).toHaveValue('Kỹ Năng Sống');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      const replaced = await page.evaluate(() =>
        (window as unknown as { touchable: Element[] }).touchable.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(replaced).toEqual([]);

      // What was typed is the form's own now: sent as it is.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1.0/email/send-form') && request.method() === 'POST');
      await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
      const body = (await sent).postDataBuffer()?.toString() ?? '';
      for (const value of ['Lê Thị Hoa', '0912345678', 'Kỹ Năng Sống']) expect(body).toContain(value);
    });
  }
});
