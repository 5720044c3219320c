import type { APIRequestContext, Page } from '@playwright/test';
import { apiFailureLogs, axeViolations, colorSchemes, expect, gotoApp, isPhone, reloadApp, test } from './fixtures';
import { fakeBackendUrl } from './servers';

// On the news list, the only articles are its cards.
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const busyList = (page: Page) => page.getByRole('main').locator('ul[aria-busy]');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Phân trang tin tức' });

/** The categories, asked of the fake backend (seeded like the one in the demo build's worker). */
async function categories(request: APIRequestContext): Promise<{ _id: string; type: string }[]> {
  const response = await request.get(`${fakeBackendUrl}/api/v1/new-categories`);
  return (await response.json()) as { _id: string; type: string }[];
}

/** The category tabs: links in their own navigation. */
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Chủ đề tin tức' }).getByRole('link');
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Chủ đề tin tức' }).getByRole('link', { name });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page wider than the screen').toBeLessThanOrEqual(0);
}

test.describe('news list', () => {
  test('shows the hot article, the category tabs and six cards in one or three columns', async ({ page }) => {
    await gotoApp(page, '/tin-tuc');
    await expect(page.getByRole('heading', { level: 1, name: 'Tin tức và sự kiện' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Đọc chi tiết' })).toHaveAttribute('href', /^\/tin-tuc\/[a-f\d]{24}$/);
    await expect(tabs(page)).toHaveCount(6);
    await expect(tab(page, 'Tất cả')).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveTitle('Tin tức | Mặt Trời Nhỏ');

    const lefts = new Set<number>();
    for (const card of await cards(page).all()) lefts.add(Math.round((await card.boundingBox())!.x));
    expect(lefts.size).toBe(isPhone(page) ? 1 : 3);
    await expectNoSidewaysScroll(page);
  });

  test('tabs stay in one row that scrolls sideways on phones', async ({ page }) => {
    await gotoApp(page, '/tin-tuc');
    const row = page.getByRole('navigation', { name: 'Chủ đề tin tức' }).getByRole('list');
    const { scrollWidth, clientWidth } = await row.evaluate((list) => ({ scrollWidth: list.scrollWidth, clientWidth: list.clientWidth }));
    if (isPhone(page)) expect(scrollWidth).toBeGreaterThan(clientWidth);
    else expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const tops = new Set<number>();
    for (const link of await tabs(page).all()) tops.add(Math.round((await link.boundingBox())!.y));
    expect(tops.size).toBe(1);
    await expectNoSidewaysScroll(page);
  });

  test('keeps the page, then the tab, in the URL and through a reload', async ({ page, request }) => {
    await gotoApp(page, '/tin-tuc');
    const firstTitle = await cards(page).first().getByRole('heading').textContent();
    await pagination(page).getByRole('link', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL(/\/tin-tuc\?page=2$/);
    await expect(pagination(page).getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle!);

    const achievements = (await categories(request)).find((category) => category.type === 'Thành tích học viên')!;
    await tab(page, 'Thành tích học viên').click();
    await expect(page).toHaveURL(new RegExp(`/tin-tuc\\?tab=${achievements._id}$`));
    await expect(tab(page, 'Thành tích học viên')).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toContainText('Thành tích học viên');
    await expect(pagination(page)).toHaveCount(0);

    await reloadApp(page);
    await expect(tab(page, 'Thành tích học viên')).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toContainText('Thành tích học viên');
  });

  test('back and forward move between a page of the list and a tab', async ({ page }) => {
    await gotoApp(page, '/tin-tuc?page=2');
    await tab(page, 'Thành tích học viên').click();
    await expect(tab(page, 'Thành tích học viên')).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(/\/tin-tuc\?page=2$/);
    await expect(tab(page, 'Tất cả')).toHaveAttribute('aria-current', 'page');
    await expect(pagination(page).getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');

    await page.goForward();
    await expect(page).toHaveURL(/\/tin-tuc\?tab=[a-f\d]{24}$/);
    await expect(tab(page, 'Thành tích học viên')).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toContainText('Thành tích học viên');
  });

  test('a broken page number falls back to page 1', async ({ page }) => {
    await gotoApp(page, '/tin-tuc?page=abc');
    await expect(cards(page)).toHaveCount(6);
    await expect(pagination(page).getByRole('link', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
  });

  test.describe('when the API fails or is empty', { tag: '@demo' }, () => {
    test.use({ expectedConsoleErrors: apiFailureLogs });

    test('?mock=error shows "Không tìm thấy tin tức" with a retry', async ({ page }) => {
      await gotoApp(page, '/tin-tuc?mock=error');
      await expect(page.getByRole('alert')).toHaveText(/Không tìm thấy tin tức/);
      await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    });

    test('?mock=empty keeps the page heading and says there is no news yet', async ({ page }) => {
      await gotoApp(page, '/tin-tuc?mock=empty');
      await expect(page.getByText('Trung tâm chưa có tin tức mới. Ba mẹ quay lại sau nhé!')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Tin tức và sự kiện' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Đọc chi tiết' })).toHaveCount(0);
      await expect(pagination(page)).toHaveCount(0);
    });
  });
});

test.describe('news detail', () => {
  test('opens from a card: picture and title, date, label, blocks, related articles, a way back', async ({ page }) => {
    await gotoApp(page, '/tin-tuc');
    const card = cards(page).nth(2);
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link').click();

    const article = page.getByRole('article', { name: title });
    const heading = article.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Mặt Trời Nhỏ`);
    await expect(article.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

    const picture = article.locator('img').first();
    const [pictureBox, headingBox] = [(await picture.boundingBox())!, (await heading.boundingBox())!];
    if (isPhone(page)) expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(headingBox.y);
    else expect(pictureBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);

    const related = page.getByRole('region', { name: 'BÀI VIẾT LIÊN QUAN' });
    await expect(related.getByRole('article').first()).toBeVisible();
    await expect(related.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await article.getByRole('link', { name: 'Tất cả tin tức' }).click();
    await expect(page).toHaveURL(/\/tin-tuc$/);
    await expect(cards(page)).toHaveCount(6);
  });

  test.describe('when the API fails', { tag: '@demo' }, () => {
    test.use({ expectedConsoleErrors: apiFailureLogs });

    test('?mock=error shows "Không tìm thấy tin tức"', async ({ page }) => {
      await gotoApp(page, '/tin-tuc/aaaaaaaaaaaaaaaaaaaaaaaa?mock=error');
      await expect(page.getByRole('alert')).toHaveText(/Không tìm thấy tin tức/);
    });
  });
});

for (const colorScheme of colorSchemes) {
  test.describe(`news pages in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce' });

    test('the list (page 2, then a category tab) has no accessibility violations', async ({ page }) => {
      await gotoApp(page, '/tin-tuc?page=2');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expect(cards(page)).toHaveCount(6);
      await expect(busyList(page)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      await tab(page, 'Góc phụ huynh').click();
      await expect(tab(page, 'Góc phụ huynh')).toHaveAttribute('aria-current', 'page');
      await expect(cards(page).first()).toContainText('Góc phụ huynh');
      // The new cards can be in before the navigation ends; until then they are dimmed (and low in contrast).
      await expect(busyList(page)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('an article has no accessibility violations', async ({ page }) => {
      await gotoApp(page, '/tin-tuc');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await cards(page).first().getByRole('link').click();
      await expect(page.getByRole('region', { name: 'BÀI VIẾT LIÊN QUAN' }).getByRole('article').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
