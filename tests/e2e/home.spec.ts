import type { Locator, Page } from '@playwright/test';
import { axeViolationsInEachScheme, expect, gotoApp, isPhone, scrollToDeferred, test } from './fixtures';

const sectionOrder = [
  'NHỮNG CON SỐ HẠNH PHÚC',
  'CHƯƠNG TRÌNH HỌC',
  'VINH DANH HỌC VIÊN',
  'CƠ SỞ VẬT CHẤT HIỆN ĐẠI',
  'ĐỘI NGŨ GIÁO VIÊN',
  'TIN TỨC VÀ SỰ KIỆN',
];

/** Elements of `items` whose box lies (mostly) inside the viewport horizontally and is shown. */
async function countInView(page: Page, items: Locator) {
  const width = page.viewportSize()!.width;
  let count = 0;
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (box && box.width > 0 && box.x >= -2 && box.x + box.width <= width + 2) count += 1;
  }
  return count;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('home page', () => {
  test('hero: two banners, the first with its own phone image, dots only from 576 px', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/');
    const hero = region(page, 'Ảnh giới thiệu trung tâm');
    await expect(hero.getByRole('group')).toHaveCount(2);
    const firstImage = hero.locator('img').first();
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain(isPhone(page) ? 'banner-1-mobile.svg' : 'banner-1.svg');
    expect((await hero.boundingBox())!.height).toBeGreaterThanOrEqual(600);
    await expect(hero.getByRole('tab').first()).toBeVisible({ visible: !isPhone(page) });
  });

  test("happy numbers: the spec's five figures; the about page claims more than five years", async ({ page }) => {
    await gotoApp(page, '/');
    const figures = region(page, 'NHỮNG CON SỐ HẠNH PHÚC').getByRole('listitem');
    await expect(figures).toHaveCount(5);
    await expect(figures.first()).toHaveText(/^5\s*năm đồng hành cùng học viên$/);
    await expect(figures.nth(3)).toHaveText(/^500\+\s*học viên đạt IELTS 7\.0$/);

    await gotoApp(page, '/gioi-thieu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hơn 5 năm đồng hành cùng con trên hành trình lớn khôn');
  });

  test('course cards: a column on phones, pages of three on desktop', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/');
    await scrollToDeferred(page, 'courses');
    const section = page.locator('#chuong-trinh-hoc');
    if (isPhone(page)) {
      await expect(section.getByRole('listitem')).toHaveCount(7);
      await expect(section.getByRole('listitem').nth(6)).toBeVisible();
      await expect(region(page, 'Chương trình học')).toBeHidden();
    } else {
      const carousel = region(page, 'Chương trình học');
      await carousel.scrollIntoViewIfNeeded();
      expect(await countInView(page, carousel.locator('article'))).toBe(3);
    }
    const card = section.getByRole('link', { name: 'Xem khóa học Kỹ Năng Sống' }).first();
    await card.click();
    await expect(page).toHaveURL(/\/khoa-hoc\/ky-nang-song\/1$/);
  });

  test('honoured students: six, three on phones, and a way to all of them', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/');
    await scrollToDeferred(page, 'students');
    const section = page.getByRole('region', { name: 'VINH DANH HỌC VIÊN' });
    const shown = section.getByRole('listitem').filter({ visible: true });
    await expect(shown).toHaveCount(isPhone(page) ? 3 : 6);
    await section.getByRole('link', { name: 'Xem thêm thành tích học viên' }).click();
    await expect(page).toHaveURL(/\/hoc-vien$/);
  });

  test('teachers: one per view on phones, four on desktop, details on tap or focus', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/');
    await scrollToDeferred(page, 'teachers');
    const carousel = region(page, 'Đội ngũ giáo viên');
    await carousel.scrollIntoViewIfNeeded();
    expect(await countInView(page, carousel.getByRole('button', { name: /Giáo viên Tiếng Anh/ }))).toBe(isPhone(page) ? 1 : 4);
    const first = carousel.getByRole('button', { name: /Nguyễn Thu Hà/ });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first.getByText('IELTS 8.5')).toBeVisible();
    await page.getByRole('link', { name: 'Xem tất cả giáo viên' }).click();
    await expect(page).toHaveURL(/\/giao-vien$/);
  });

  test('facilities: the first photo is active, a click makes another active (60% wide on desktop)', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/');
    await scrollToDeferred(page, 'facilities');
    const section = page.getByRole('region', { name: 'CƠ SỞ VẬT CHẤT HIỆN ĐẠI' });
    const photos = section.getByRole('button', { name: /^Xem lớn/ });
    await expect(photos.first()).toHaveAttribute('aria-pressed', 'true');
    // The row starts at the carousel's edge: no empty gutter before the first photo.
    const viewport = section.locator('.mantine-Carousel-viewport');
    await expect.poll(async () => Math.abs((await photos.first().boundingBox())!.x - (await viewport.boundingBox())!.x)).toBeLessThan(8);
    await section.getByRole('button', { name: 'Ảnh sau' }).click();
    await expect(photos.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText('Góc thư viện với kệ sách tiếng Anh và gối ngồi đọc truyện')).toBeVisible();
    await photos.nth(1).click();
    await expect(photos.nth(1)).toHaveAttribute('aria-pressed', 'true');
    if (!isPhone(page)) {
      const container = (await section.locator('.mantine-Carousel-viewport').boundingBox())!;
      await expect
        .poll(async () => Math.round(((await photos.nth(1).boundingBox())!.width / container.width) * 100))
        .toBeGreaterThanOrEqual(55);
      const neighbour = (await photos.nth(2).boundingBox())!;
      expect(Math.round((neighbour.width / container.width) * 100)).toBeLessThanOrEqual(22);
    }
  });

  test('news: the hot article and four latest, one on phones, each opening its page', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/');
    await scrollToDeferred(page, 'news');
    const section = page.getByRole('region', { name: 'TIN TỨC VÀ SỰ KIỆN' });
    await expect(section.getByText('Tin nổi bật')).toBeVisible();
    const latest = section.getByRole('listitem').filter({ visible: true });
    await expect(latest).toHaveCount(isPhone(page) ? 1 : 4);
    const title = await latest.first().getByRole('heading').textContent();
    await latest.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/tin-tuc\/[a-f\d]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  });

  test('reached from another page by its link, shows every section at once, its form ready', async ({ page }) => {
    await gotoApp(page, '/hoc-vien');
    await page.getByRole('link', { name: 'Mặt Trời Nhỏ - Trang chủ' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Nothing scrolled: a section that waited for the view would not be there.
    for (const name of sectionOrder) await expect(page.getByRole('main').getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(page.getByText('Tin nổi bật')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const form = page.locator('#dang-ky');
    await form.getByRole('textbox', { name: /Họ tên phụ huynh/ }).fill('Nguyễn Thị Lan');
    await expect(form.getByRole('textbox', { name: /Họ tên phụ huynh/ })).toHaveValue('Nguyễn Thị Lan');
    await expect(form.getByRole('button', { name: 'Gửi đăng ký' })).toBeVisible();
  });

  test('its first banner’s “Xem chương trình học” scrolls to the courses, every section below kept', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/');
    const programmes = region(page, 'Ảnh giới thiệu trung tâm').getByRole('link', { name: 'Xem chương trình học' }).first();
    // Phones have the one action: the banner is their first screen.
    if (isPhone(page)) {
      await expect(programmes).toBeHidden();
      return;
    }
    await programmes.click();
    await expect(page).toHaveURL(/\/#chuong-trinh-hoc$/);
    await expect(page.getByRole('heading', { level: 2, name: 'CHƯƠNG TRÌNH HỌC', exact: true })).toBeInViewport();
    // The sections still waiting for their code stay as the server sent them, none emptied by the link.
    for (const name of sectionOrder.slice(2)) await expect(page.getByRole('main').getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
    await expect(page.locator('#dang-ky').getByRole('textbox', { name: /Họ tên phụ huynh/ })).toBeAttached();
  });
});

test.describe('autoplay', () => {
  test('moves every 5 s, its buttons with their slide, and stops for good when paused', { tag: '@both-widths' }, async ({ page }) => {
    await page.clock.install();
    await gotoApp(page, '/');
    const hero = region(page, 'Ảnh giới thiệu trung tâm');
    const slides = hero.getByRole('group');
    const firstX = async () => Math.round((await slides.first().boundingBox())!.x);
    // Each slide has its buttons; only the shown slide's can be reached, the others' are inert.
    const reachable = (slide: number) =>
      slides.nth(slide).getByRole('link', { name: 'Đăng ký học thử miễn phí' }).evaluate((link) => link.closest('[inert]') === null);
    expect([await reachable(0), await reachable(1)]).toEqual([true, false]);
    const start = await firstX();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5500);
    await expect.poll(firstX).not.toBe(start);
    await expect.poll(async () => [await reachable(0), await reachable(1)]).toEqual([false, true]);

    await hero.getByRole('button', { name: 'Tạm dừng trình chiếu' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 1, y: 300 } });
    await page.clock.runFor(1000); // let a slide already on its way settle
    const paused = await firstX();
    await page.clock.runFor(16_000);
    expect(await firstX()).toBe(paused);
    await expect(hero.getByRole('button', { name: 'Tiếp tục trình chiếu' })).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe('for visitors who ask for reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing moves by itself', { tag: '@both-widths' }, async ({ page }) => {
      await page.clock.install();
      await gotoApp(page, '/');
      await page.mouse.move(0, 0);
      // On phones the courses are a plain column, not a carousel.
      const names = ['Ảnh giới thiệu trung tâm', ...(isPhone(page) ? [] : ['Chương trình học']), 'Đội ngũ giáo viên'];
      await scrollToDeferred(page, 'courses');
      await scrollToDeferred(page, 'teachers');
      const carousels = names.map((name) => region(page, name));
      const positions = async () =>
        Promise.all(carousels.map(async (carousel) => Math.round((await carousel.getByRole('group').first().boundingBox())?.x ?? -1)));
      const before = await positions();
      await page.clock.runFor(16_000);
      expect(await positions()).toEqual(before);
      for (const carousel of carousels) await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    });
  });
});

test.describe('in the light and dark schemes', { tag: '@both-widths' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('home shows its sections in the order of the specification, and has no WCAG A/AA violations', async ({ page }) => {
    await gotoApp(page, '/');
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((text) => sectionOrder.includes(text))).toEqual(sectionOrder);
    for (const name of ['courses', 'students', 'facilities', 'teachers', 'news', 'registration'] as const) await scrollToDeferred(page, name);
    await expect(page.locator('#dang-ky')).toBeVisible();
    await expect(page.getByText('Tin nổi bật')).toBeVisible();
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });
});
