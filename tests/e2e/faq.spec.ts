import type { Page } from '@playwright/test';
import { axeViolationsInEachScheme, expect, gotoApp, test } from './fixtures';

/** The page's questions, those in a state if given ('[open]'): the phone's menu has a details of its own. */
const questions = (page: Page, state = '') => page.locator(`main details${state}`);
const question = (page: Page, id: string) => questions(page, `#${id}`);

test.describe('questions parents ask', { tag: '@production' }, () => {
  test('the address opens its question; the keyboard opens and closes one; an answer leads to its page, which leads back', async ({
    page,
  }) => {
    // Arriving at a question's address: it is open, under the header, and the others are closed.
    await gotoApp(page, '/cau-hoi-thuong-gap#hoc-bu');
    await expect(page.getByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' })).toBeVisible();
    expect(await questions(page).count()).toBeGreaterThanOrEqual(12);
    await expect(question(page, 'hoc-bu')).toHaveAttribute('open', '');
    await expect(question(page, 'hoc-bu').getByText(/^Có\. Ba mẹ báo/)).toBeInViewport();
    await expect(questions(page, '[open]')).toHaveCount(1);

    // Tab from the page's heading reaches the first question; Enter opens it, Space closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    const first = question(page, 'bat-dau-tu-may-tuoi');
    await expect(first.locator('summary')).toBeFocused();
    const answer = first.getByText(/^Bé có thể bắt đầu từ 3 tuổi/);
    await expect(answer).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(first.getByRole('link', { name: 'Tìm khóa học theo tuổi của bé' })).toHaveAttribute('href', '/khoa-hoc');
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();

    // An answer's link goes to the page it is about; that page's line leads back to the question, open.
    const studyTime = question(page, 'bao-lau-len-cap');
    await studyTime.locator('summary').click();
    await studyTime.getByRole('link', { name: 'Xem khóa Tiếng Anh tiểu học' }).click();
    await expect(page).toHaveURL(/\/khoa-hoc\/tieng-anh-cambridge\/5$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiếng Anh Tiểu Học' })).toBeVisible();
    await page.getByRole('link', { name: 'Câu hỏi thường gặp về thời gian lên mỗi cấp độ' }).click();
    await expect(page).toHaveURL(/\/cau-hoi-thuong-gap#bao-lau-len-cap$/);
    await expect(studyTime).toHaveAttribute('open', '');
    await expect(studyTime.getByText(/^Mỗi khóa học theo lộ trình 18 tháng/)).toBeInViewport();
  });
});

test.describe('questions parents ask in the light and dark schemes', () => {
  test.use({ reducedMotion: 'reduce' });

  test('every question open, the page has no WCAG A/AA violations', { tag: '@both-widths' }, async ({ page }) => {
    await gotoApp(page, '/cau-hoi-thuong-gap');
    for (const summary of await questions(page).locator('summary').all()) await summary.click();
    await expect(questions(page, ':not([open])')).toHaveCount(0);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });
  });
});
