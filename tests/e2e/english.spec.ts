import { axeViolations, expect, gotoApp, isPhone, overflowsSideways, test, untilReady } from './fixtures';
import type { Page } from '@playwright/test';

/** The contact bar's link to the page in the other language ('English: EN', 'Tiếng Việt: VN'). */
const switchTo = (page: Page, language: 'English' | 'Tiếng Việt') => page.getByRole('link', { name: new RegExp(`^${language}: `) });

test.describe('the site in English', () => {
  test('the contact bar takes a parent to the same page in the other language and back, and fits the bar', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/hoc-phi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const english = switchTo(page, 'English');
    await expect(english).toHaveAttribute('href', '/en/fees');
    await expect(english).toHaveAttribute('hreflang', 'en');
    const box = (await english.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(await overflowsSideways(page)).toBe(false);

    await english.click();
    await untilReady(page);
    await expect(page).toHaveURL(/\/en\/fees$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/fees/i);
    expect(await overflowsSideways(page)).toBe(false);

    await switchTo(page, 'Tiếng Việt').click();
    await untilReady(page);
    await expect(page).toHaveURL(/\/hoc-phi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  for (const [path, english] of [
    ['/hoc-phi', '/en/fees'],
    ['/', '/en'],
    ['/tin-tuc', '/en/news'],
  ] as const) {
    test(`the switch keeps the query and #fragment of ${path}'s address as they are when it is followed`, async ({ page }) => {
      // Opened from a shared link (the page was rendered without its query), then moved within.
      await gotoApp(page, `${path}?utm_source=zalo#lich-hoc`);
      await switchTo(page, 'English').click();
      await untilReady(page);
      expect(page.url().replace(/^https?:\/\/[^/]+/, '')).toBe(`${english}?utm_source=zalo#lich-hoc`);
      await page.evaluate(() => (window.location.hash = 'hoc-thu'));
      await switchTo(page, 'Tiếng Việt').click();
      await untilReady(page);
      expect(page.url().replace(/^https?:\/\/[^/]+/, '')).toBe(`${path}?utm_source=zalo#hoc-thu`);
    });
  }

  test.describe('before the page’s code has run', () => {
    // The page's scripts never come: only its inline script runs.
    test.use({ expectedConsoleErrors: /^Failed to load resource: net::ERR_FAILED/ });

    test('the switch keeps the query and #fragment', async ({ page }) => {
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort('failed'));
      await page.goto('/hoc-phi?utm_source=zalo#lich-hoc');
      await switchTo(page, 'English').click();
      await expect(page).toHaveURL(/\/en\/fees\?utm_source=zalo#lich-hoc$/);
    });
  });

  test("an English page's links stay in English", { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/en/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Frequently asked questions' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (!isPhone(page)) {
      await page.getByRole('banner').getByRole('link', { name: /home page/ }).click();
      await expect(page).toHaveURL(/\/en$/);
    }
  });

  const englishPages = ['/en', '/en/about', '/en/courses', '/en/courses/life-skills/1', '/en/courses/cambridge-english', '/en/courses/by-age/8', '/en/level-check', '/en/fees', '/en/contact', '/en/faq', '/en/privacy', '/en/teachers', '/en/students', '/en/news'];

  // At the phone's width and in the light scheme only: an English page is its Vietnamese twin's
  // markup with other words, and the twins' own axe checks run at both widths and in both schemes
  // (each page's spec). The rules the scheme changes read colours, which the words do not change.
  // Here the words are the point: their names, their language, and whether they fit a phone's width.
  test.describe('every page', () => {
    // No slide or transition moves while axe reads the colours.
    test.use({ reducedMotion: 'reduce' });
    for (const path of englishPages) {
      test(`${path} has no axe violation, nothing wider than the screen, and no button's words cut off`, async ({ page }) => {
        await gotoApp(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        expect(await overflowsSideways(page)).toBe(false);
        // A button's label stays on one line and hides what does not fit: English words run longer.
        const cut = await page.locator('.mantine-Button-label').evaluateAll((labels) =>
          labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
        );
        expect(cut).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });

  test("the course finder's age buttons keep each of their lines on one line at 390 px, in both languages", async ({ page }) => {
    for (const path of ['/en/courses', '/khoa-hoc']) {
      await gotoApp(page, path);
      const finder = page.getByRole('navigation', { name: path === '/khoa-hoc' ? 'Tìm khóa học theo độ tuổi' : 'Find a course by age' });
      // A line that wraps makes its button, and its row, taller than the others.
      const heights = await finder.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
      expect(heights.length, path).toBe(18);
      expect(new Set(heights), path).toEqual(new Set([heights[0]]));
      await expect(finder.getByRole('link', { name: path === '/khoa-hoc' ? /^Người lớn/ : 'Adults · at university or work' })).toBeVisible();
    }
  });

  test('an English page shows English words in its pictures and link previews: the map, the share picture, the address', async ({ page }) => {
    await gotoApp(page, '/en/contact');
    await expect(page.getByRole('img', { name: /^Map of the way to the centre/ })).toHaveAttribute('src', /\/images\/contact\/map-en\.svg$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/share\/en\/home\.png$/);
    await expect(page.getByRole('contentinfo')).toContainText('25 Street No. 7, An Khánh Ward, Ho Chi Minh City');
    await expect(page.getByRole('contentinfo')).not.toContainText('Phường');
    for (const path of ['/en/students', '/en/courses/life-skills/1', '/en/privacy']) {
      await gotoApp(page, path);
      const image = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
      expect(image, path).toMatch(/\/images\/share\/en\/[\w-]+\.png$/);
      expect((await page.request.get(image.replace(/^https?:\/\/[^/]+/, ''))).status(), image).toBe(200);
    }
  });

  test('/en/news says its articles are in Vietnamese before the first Vietnamese headline; an article is described as the Vietnamese one', async ({ page }) => {
    await gotoApp(page, '/en/news');
    const hero = page.getByRole('region', { name: 'News and events' });
    await expect(hero).toContainText('The centre writes its news in Vietnamese');
    const note = await hero.evaluate((section) => section.textContent.indexOf('The centre writes its news in Vietnamese'));
    const featured = await hero.evaluate((section) => section.textContent.indexOf('Featured'));
    expect(note).toBeLessThan(featured);

    await hero.getByRole('link', { name: 'Read the article' }).click();
    await untilReady(page);
    await expect(page).toHaveURL(/\/en\/news\/\w+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tin-tuc/${id}$`));
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'vi_VN');
    await expect(page.locator('link[rel="alternate"][hreflang]:not([type])')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the language switch is a plain link both ways', async ({ page }) => {
      await page.goto('/khoa-hoc/tieng-anh-cambridge');
      await switchTo(page, 'English').click();
      await expect(page).toHaveURL(/\/en\/courses\/cambridge-english$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await switchTo(page, 'Tiếng Việt').click();
      await expect(page).toHaveURL(/\/khoa-hoc\/tieng-anh-cambridge$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    });
  });
});
