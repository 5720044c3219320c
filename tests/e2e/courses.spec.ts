import type { Locator, Page } from '@playwright/test';
import { axeViolationsInEachScheme, calmTopOfPhonePicture, expect, gotoApp, isPhone, overflowsSideways, test } from './fixtures';

/** The file the browser chose for an <img>, e.g. '1-hero-mobile.svg'. */
async function shownFile(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  return source.split('/').pop();
}

const sizeOf = async (locator: Locator) => (await locator.boundingBox())!;

// Every course page lays its parts out one way on phones and another on desktop, and has no WCAG
// A/AA violations in the light and dark schemes at either width.
test.use({ reducedMotion: 'reduce' });

test.describe('Cambridge programme list', { tag: '@both-widths' }, () => {
  test('shows the four levels, each with its facts and a way in, then the students and the form; no WCAG A/AA violations', async ({ page }) => {
    await gotoApp(page, '/khoa-hoc/tieng-anh-cambridge');
    await expect(page.getByRole('heading', { level: 1, name: 'Tiếng Anh Cambridge' })).toBeVisible();
    const heroImage = page.getByRole('region', { name: 'Tiếng Anh Cambridge' }).locator('img');
    expect(await shownFile(heroImage)).toBe(isPhone(page) ? 'cambridge-mobile.svg' : 'cambridge.svg');

    const cards = page.getByRole('region', { name: 'CÁC KHÓA HỌC CAMBRIDGE' }).getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const [index, id] of ['4', '5', '6', '7'].entries()) {
      const card = cards.nth(index);
      await expect(card.getByText('Lộ trình: 18 tháng')).toBeVisible();
      await expect(card.getByText(/^Giáo trình: /)).toBeVisible();
      await expect(card.getByRole('link', { name: 'Khám phá khóa học' })).toHaveAttribute('href', `/khoa-hoc/tieng-anh-cambridge/${id}`);
    }
    // Phones stack picture over text; from 768 px they sit side by side.
    const picture = await sizeOf(cards.first().locator('img'));
    const title = await sizeOf(cards.first().getByRole('heading', { level: 3 }));
    if (isPhone(page)) expect(title.y).toBeGreaterThan(picture.y + picture.height - 1);
    else expect(title.x).toBeGreaterThan(picture.x + picture.width - 1);
    // Each picture whole, at its own 3:2, the words drawn in it included, however tall its text.
    for (const card of await cards.all()) {
      const { width, height } = await sizeOf(card.locator('img'));
      expect(width / height).toBeCloseTo(3 / 2, 1);
    }

    await expect(page.getByRole('heading', { level: 2, name: 'VINH DANH HỌC VIÊN' })).toBeVisible();
    await expect(page.locator('#dang-ky')).toBeAttached();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });

    await cards.nth(1).getByRole('link', { name: 'Khám phá khóa học' }).click();
    await expect(page).toHaveURL(/\/khoa-hoc\/tieng-anh-cambridge\/5$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiếng Anh Tiểu Học' })).toBeVisible();
  });
});

test.describe('course detail', { tag: '@both-widths' }, () => {
  test('life skills: the title and chips over the whole scene, the phone picture on phones; no WCAG A/AA violations', async ({ page }) => {
    await gotoApp(page, '/khoa-hoc/ky-nang-song/1');
    const hero = page.getByRole('region', { name: 'Kỹ Năng Sống' });
    const image = hero.locator('img');
    expect(await shownFile(image)).toBe(isPhone(page) ? '1-hero-mobile.svg' : '1-hero.svg');
    await expect(hero.getByText('Độ tuổi: 5 - 12 tuổi')).toBeVisible();
    await expect(hero.getByText('Lộ trình: 18 tháng')).toBeVisible();

    // The picture runs under the title bubble: the life layout, not the split one. On phones the
    // bubble covers only the picture's calm top, never its scene (the traffic light, the 113).
    const picture = await sizeOf(image);
    const bubble = await sizeOf(hero.getByRole('heading', { level: 1 }).locator('..'));
    expect(picture.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);
    if (isPhone(page)) {
      expect(bubble.y + bubble.height).toBeLessThanOrEqual(picture.y + picture.height * calmTopOfPhonePicture + 1);
    } else {
      expect(bubble.y).toBeGreaterThanOrEqual(picture.y);
      expect(bubble.y + bubble.height).toBeLessThanOrEqual(picture.y + picture.height);
    }

    const methods = page.getByRole('region', { name: 'PHƯƠNG PHÁP ĐÀO TẠO' });
    await expect(methods.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(methods.getByText(/113 \(công an\)/)).toBeVisible();
    await expect(methods.getByRole('heading', { level: 4, name: /thở 4-7-8/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'KẾT QUẢ ĐẠT ĐƯỢC' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2, name: 'HÌNH ẢNH HỌC VIÊN' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });

  for (const [path, title, file] of [
    ['/khoa-hoc/tieng-anh-cambridge/5', 'Tiếng Anh Tiểu Học', '5-hero'],
    ['/khoa-hoc/8', 'Tiếng Anh Giao Tiếp', '8-hero'],
  ] as const) {
    test(`${path}: the split hero, text beside the picture on desktop and above it on phones; no WCAG A/AA violations`, async ({ page }) => {
      await gotoApp(page, path);
      const hero = page.getByRole('region', { name: title });
      const image = hero.locator('img');
      expect(await shownFile(image)).toBe(isPhone(page) ? `${file}-mobile.svg` : `${file}.svg`);
      const picture = await sizeOf(image);
      const heading = await sizeOf(hero.getByRole('heading', { level: 1 }));
      if (isPhone(page)) expect(picture.y).toBeGreaterThan(heading.y + heading.height);
      else expect(picture.x).toBeGreaterThan(heading.x + heading.width);

      const methods = page.getByRole('region', { name: 'PHƯƠNG PHÁP ĐÀO TẠO' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
      const first = methods.first();
      const methodPicture = await sizeOf(first.locator('img'));
      const methodTitle = await sizeOf(first.getByRole('heading', { level: 3 }));
      // Stacked on phones; side by side on desktop.
      if (isPhone(page)) expect(methodTitle.y).toBeGreaterThan(methodPicture.y + methodPicture.height - 1);
      else expect(methodTitle.x).toBeGreaterThan(methodPicture.x + methodPicture.width - 1);
      expect(await overflowsSideways(page)).toBe(false);
      expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
    });
  }
});

test.describe('every course, and the finder by age', () => {
  const finder = (page: Page) => page.getByRole('navigation', { name: 'Tìm khóa học theo độ tuổi' });
  const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

  test('choosing 8 shows the courses for 8 at their own address, the finder still in view, each a way to its page; no WCAG A/AA violations', async ({ page }) => {
    await gotoApp(page, '/khoa-hoc');
    await expect(page.getByRole('heading', { level: 1, name: 'Tất cả khóa học' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([
      'Kỹ Năng Sống',
      'Tiếng Anh Mầm Non',
      'Tiếng Anh Tiểu Học',
      'Tiếng Anh Trung Học Cơ Sở',
      'Tiếng Anh Trung Học Phổ Thông',
      'Tiếng Anh Giao Tiếp',
    ]);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });

    const eight = finder(page).getByRole('link', { name: '8 tuổi · lớp 3' });
    const size = await sizeOf(eight);
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    await eight.click();
    await expect(page).toHaveURL(/\/khoa-hoc\/theo-tuoi\/8$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Khóa học cho bé 8 tuổi' })).toBeAttached();
    await expect(cardTitles(page)).toHaveText(['Kỹ Năng Sống', 'Tiếng Anh Tiểu Học']);
    await expect(eight).toHaveAttribute('aria-current', 'page');
    // The page stays where it was: the choice, and the results right below it, are still on screen.
    await expect(eight).toBeInViewport();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });

    await page.getByRole('link', { name: 'Xem khóa học Tiếng Anh Tiểu Học' }).click();
    await expect(page).toHaveURL(/\/khoa-hoc\/tieng-anh-cambridge\/5$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiếng Anh Tiểu Học' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an age page opened directly shows its courses, and the ages are plain links', async ({ page }) => {
      await page.goto('/khoa-hoc/theo-tuoi/8');
      await expect(page.getByRole('heading', { level: 1, name: 'Khóa học cho bé 8 tuổi' })).toBeVisible();
      await expect(cardTitles(page)).toHaveText(['Kỹ Năng Sống', 'Tiếng Anh Tiểu Học']);
      await expect(finder(page).getByRole('link', { name: '8 tuổi · lớp 3' })).toHaveAttribute('aria-current', 'page');

      await finder(page).getByRole('link', { name: '15 tuổi · lớp 10' }).click();
      await expect(page).toHaveURL(/\/khoa-hoc\/theo-tuoi\/15$/);
      await expect(cardTitles(page)).toHaveText(['Tiếng Anh Trung Học Cơ Sở', 'Tiếng Anh Giao Tiếp']);
      await finder(page).getByRole('link', { name: 'Tất cả' }).click();
      await expect(page).toHaveURL(/\/khoa-hoc$/);
      await expect(cardTitles(page)).toHaveCount(6);
    });
  });
});
