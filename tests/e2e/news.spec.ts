import type { APIRequestContext, Page } from '@playwright/test';
import { manyRecords } from '../../mocks/db/many/generate';
import { buildSeedRecords } from '../../mocks/db/seed-records';
import { formatDate } from '../../src/lib/format-date';
import { apiFailureLogs, axeViolations, axeViolationsInEachScheme, expect, gotoApp, isPhone, reloadApp, test, untilReady } from './fixtures';
import { fakeBackendDay, fakeBackendUrl } from './servers';

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
  test('shows the hot article, the category tabs in one row (scrolling sideways on phones) and six cards in one or three columns', { tag: '@both-widths' }, async ({ page }) => {
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

    // The tabs stay in one row, which scrolls sideways on phones.
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
  // Reduced motion: axe reads no colour halfway through a transition.
  test.use({ reducedMotion: 'reduce' });

  test('opens from a card: picture and title, date, label, blocks, related articles, no WCAG A/AA violations, a way back', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/tin-tuc');
    const card = cards(page).nth(2);
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link').click();

    const article = page.getByRole('article', { name: title });
    const heading = article.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Mặt Trời Nhỏ`);
    // The third newest article as the fake backend serves it on the tests' day: its date, and the dates its text gives.
    const served = buildSeedRecords(fakeBackendDay).articles.find((record) => record.title === title)!;
    await expect(article.locator('time').first()).toHaveText(formatDate(served.date, 'vi'));
    await expect(article).toContainText(served.summary);

    const picture = article.locator('img').first();
    const [pictureBox, headingBox] = [(await picture.boundingBox())!, (await heading.boundingBox())!];
    if (isPhone(page)) expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(headingBox.y);
    else expect(pictureBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);

    const related = page.getByRole('region', { name: 'BÀI VIẾT LIÊN QUAN' });
    await expect(related.getByRole('article').first()).toBeVisible();
    await expect(related.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });

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

test.describe('news pages in the light and dark schemes', { tag: '@both-widths' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('the list (page 2, then a category tab) has no accessibility violations', async ({ page }) => {
    await gotoApp(page, '/tin-tuc?page=2');
    await expect(cards(page)).toHaveCount(6);
    await expect(busyList(page)).toHaveCount(0);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });

    await tab(page, 'Góc phụ huynh').click();
    await expect(tab(page, 'Góc phụ huynh')).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toContainText('Góc phụ huynh');
    // The new cards can be in before the navigation ends; until then they are dimmed (and low in contrast).
    await expect(busyList(page)).toHaveCount(0);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });
});

test.describe('news at scale: the many scenario', { tag: '@demo' }, () => {
  // Reduced motion: axe reads no colour halfway through a transition.
  test.use({ reducedMotion: 'reduce' });

  // The 600 articles its generator makes, newest first: what every page of the list must show.
  const { articles, categories: manyCategories } = manyRecords(fakeBackendDay);
  const titlesOf = (page: number) => articles.slice((page - 1) * 6, page * 6).map((article) => article.title);
  const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();
  /** The pagination's controls, as a visitor reads them: a link's name, or a disabled control's. */
  const controls = (page: Page) =>
    pagination(page)
      .locator('a, button')
      .evaluateAll((elements) => elements.map((element) => `${element.tagName === 'A' ? '' : '(disabled) '}${element.getAttribute('aria-label')}`));

  async function expectOneRowOnScreen(page: Page) {
    const boxes = await pagination(page).locator('a, button').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'pagination rows').toBe(1);
    for (const box of boxes) {
      expect(box.right).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(Math.min(box.width, box.height), 'target size').toBeGreaterThanOrEqual(24);
    }
    await expectNoSidewaysScroll(page);
  }

  test('pages through 100 pages: the first, the last and the neighbours, each page its own address', async ({ page }) => {
    await gotoApp(page, '/tin-tuc?mock=many');
    expect(await cardTitles(page)).toEqual(titlesOf(1));
    expect(await controls(page)).toEqual(['(disabled) Trang trước', 'Trang 1', 'Trang 2', 'Trang 3', 'Trang 4', 'Trang 5', 'Trang 100', 'Trang sau']);
    await expect(pagination(page).getByRole('link', { name: 'Trang 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectOneRowOnScreen(page);

    await pagination(page).getByRole('link', { name: 'Trang 100' }).click();
    await expect(page).toHaveURL(/\/tin-tuc\?page=100$/);
    await expect(pagination(page).getByRole('link', { name: 'Trang 100' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first().getByRole('heading')).toHaveText(titlesOf(100)[0]!);
    expect(await cardTitles(page)).toEqual(titlesOf(100));
    expect(await controls(page)).toEqual(['Trang trước', 'Trang 1', 'Trang 96', 'Trang 97', 'Trang 98', 'Trang 99', 'Trang 100', '(disabled) Trang sau']);

    // A parent shares page 40: the address alone opens it (rendered by the server, the scenario from the session).
    await gotoApp(page, '/tin-tuc?page=40');
    expect(await cardTitles(page)).toEqual(titlesOf(40));
    expect(await controls(page)).toEqual(['Trang trước', 'Trang 1', 'Trang 39', 'Trang 40', 'Trang 41', 'Trang 100', 'Trang sau']);
    await expect(pagination(page).getByRole('link', { name: 'Trang 40' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination(page).getByRole('link', { name: 'Trang 39' })).toHaveAttribute('href', '/tin-tuc?page=39');
    await expectOneRowOnScreen(page);

    await pagination(page).getByRole('link', { name: 'Trang sau' }).click();
    await expect(page).toHaveURL(/\/tin-tuc\?page=41$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(titlesOf(41)[0]!);
    await page.goBack();
    await expect(page).toHaveURL(/\/tin-tuc\?page=40$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(titlesOf(40)[0]!);

    // The narrowest phones still common (360 px) get the busiest row in one line too, and a late
    // page there has no accessibility violations.
    await page.setViewportSize({ width: 360, height: 800 });
    await gotoApp(page, '/tin-tuc?page=99');
    expect(await controls(page)).toEqual(['Trang trước', 'Trang 1', 'Trang 96', 'Trang 97', 'Trang 98', 'Trang 99', 'Trang 100', 'Trang sau']);
    await expectOneRowOnScreen(page);
    await expect(cards(page)).toHaveCount(6);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });

  test('the scenario panel switches to it; the tabs: a category of many pages, one with a single article, one with none; the panel switches back', async ({ page }) => {
    await gotoApp(page, '/tin-tuc?mock=normal');
    const panel = page.getByLabel('Dữ liệu giả:');
    await panel.selectOption('many');
    await expect(page).toHaveURL(/mock=many/);
    await untilReady(page);
    await expect(pagination(page).getByRole('link', { name: 'Trang 100' })).toBeVisible();
    await expect(tabs(page)).toHaveText(['Tất cả', ...manyCategories.map((category) => category.type)]);

    const events = manyCategories.find((category) => category.type === 'Sự kiện')!;
    const inEvents = articles.filter((article) => article.categoryId === events._id);
    await tab(page, 'Sự kiện').click();
    await expect(page).toHaveURL(new RegExp(`/tin-tuc\\?tab=${events._id}$`));
    const last = Math.ceil(inEvents.length / 6);
    await expect(pagination(page).getByRole('link', { name: `Trang ${last}` })).toBeVisible();
    await pagination(page).getByRole('link', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/tin-tuc\\?tab=${events._id}&page=2$`));
    await expect(tab(page, 'Sự kiện')).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first().getByRole('heading')).toHaveText(inEvents[6]!.title);
    expect(await cardTitles(page)).toEqual(inEvents.slice(6, 12).map((article) => article.title));

    // Tabs further right scroll into the row as they are chosen (the phone's row scrolls sideways).
    await tab(page, 'Học bổng').click();
    await expect(tab(page, 'Học bổng')).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Học bổng');
    await expect(pagination(page)).toHaveCount(0);

    await tab(page, 'Tuyển dụng').click();
    await expect(tab(page, 'Tuyển dụng')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Chưa có bài viết nào trong mục này')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Xem tất cả tin tức' }).click();
    await expect(tab(page, 'Tất cả')).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);

    await panel.selectOption('normal');
    await expect(page).toHaveURL(/mock=normal/);
    await expect(cards(page)).toHaveCount(6);
    await expect(pagination(page).getByRole('link', { name: 'Trang 100' })).toHaveCount(0);
  });

  test('a 200-character title wraps, on the list and its page; an article without a picture shows the placeholder', async ({ page }) => {
    const long = articles.find((article) => article.title.length === 200)!;
    const bare = articles.find((article) => article.image === '')!;
    await gotoApp(page, '/tin-tuc?mock=many');
    const card = cards(page).filter({ hasText: long.title });
    const { width } = (await card.getByRole('heading').boundingBox())!;
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(cards(page).filter({ hasText: bare.title }).locator('img')).toHaveAttribute('src', /\/images\/news\/placeholder\.svg$/);
    await expectNoSidewaysScroll(page);

    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(long.title);
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
