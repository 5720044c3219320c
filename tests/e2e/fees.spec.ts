import { axeViolationsInEachScheme, expect, gotoApp, isPhone, overflowsSideways, test } from './fixtures';

// /hoc-phi: the cards lay out one under another on phones, side by side on desktop.
test.use({ reducedMotion: 'reduce' });

test.describe('fees and timetable', { tag: '@both-widths' }, () => {
  test('each course’s fee, times and class size, then the rules on fees; to a course by keyboard and back from its fees; no WCAG A/AA violations', async ({ page }) => {
    await gotoApp(page, '/hoc-phi');
    await expect(page.getByRole('heading', { level: 1, name: 'Học phí và lịch học' })).toBeVisible();
    const primary = page.getByRole('article', { name: 'Tiếng Anh Tiểu Học' });
    for (const fact of ['4.560.000 đ / học kỳ (24 buổi)', 'hoặc 1.600.000 đ / tháng', '2 buổi/tuần, 90 phút/buổi', 'Thứ Hai, Thứ Tư: 17:45 - 19:15', 'Tối đa 12 học viên']) {
      await expect(primary).toContainText(fact);
    }
    await expect(page.getByRole('region', { name: 'CHÍNH SÁCH HỌC PHÍ' })).toContainText(
      'Trung tâm không bao giờ yêu cầu đóng trước cả năm hay nhiều học kỳ một lúc.',
    );
    const levels = page.getByRole('region', { name: 'Tiếng Anh Cambridge' }).getByRole('article');
    const [first, second] = [(await levels.nth(0).boundingBox())!, (await levels.nth(1).boundingBox())!];
    if (isPhone(page)) expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    else expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolationsInEachScheme(page)).toEqual({ light: [], dark: [] });

    await primary.getByRole('link', { name: 'Tiếng Anh Tiểu Học' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/khoa-hoc\/tieng-anh-cambridge\/5$/);
    const fees = page.getByRole('region', { name: 'HỌC PHÍ VÀ LỊCH HỌC' });
    await expect(fees).toContainText('4.560.000 đ / học kỳ (24 buổi)');
    await fees.getByRole('link', { name: 'Xem toàn bộ học phí và chính sách' }).click();
    await expect(page).toHaveURL(/\/hoc-phi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Học phí và lịch học' })).toBeVisible();
  });
});
