import { expect, sendRegistration, test, untilReady } from '../e2e/fixtures';
import { renderServerUrls } from '../e2e/servers';
import { nginxUrl } from './nginx-url';
import { hotArticle } from './site-pages';

/**
 * A link shared on Facebook or Zalo comes back with the click ids they add. nginx renders and keeps
 * the page without them; the browser keeps its address as it is, and the page's code reads it.
 * The fixtures fail the test on any console error, React's hydration errors included.
 */
test('a shared article opened with click ids hydrates, keeps its address, and the registration sent later carries the campaign', async ({
  page,
  request,
}) => {
  const hot = await hotArticle(request);
  const shared = `/tin-tuc/${hot._id}?utm_source=zalo&utm_medium=social&utm_campaign=he-2026&fbclid=IwAR0shared&zarsrc=30`;
  await page.goto(`${nginxUrl}${shared}`, { referer: 'https://zalo.me/' });
  await untilReady(page);
  await expect(page.getByRole('heading', { level: 1, name: hot.title })).toBeVisible();
  expect(page.url()).toBe(`${nginxUrl}${shared}`);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Học viên tiêu biểu', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/học viên/i);
  const fields = await sendRegistration(page, { parentName: 'Phạm Minh Thư', phone: '0935 246 810', course: 'Tiếng Anh Cambridge' });
  expect([fields.utm_source, fields.utm_medium, fields.utm_campaign, fields.referrer]).toEqual(['zalo', 'social', 'he-2026', 'zalo.me']);
});

test('the news list opened with click ids hydrates as the page it is, its page and tab marked current', async ({ page }) => {
  for (const shared of ['/tin-tuc?fbclid=IwAR0list', '/tin-tuc?page=2&utm_source=facebook&fbclid=IwAR0page2']) {
    await page.goto(`${nginxUrl}${shared}`);
    await untilReady(page);
    expect(page.url(), shared).toBe(`${nginxUrl}${shared}`);
    const current = shared.includes('page=2') ? 'Trang 2' : 'Tin tức';
    await expect(page.getByRole('heading', { level: 1 }), shared).toBeVisible();
    await expect(page, shared).toHaveTitle(new RegExp(`^${shared.includes('page=2') ? 'Tin tức – Trang 2' : 'Tin tức'} \\|`));
    await expect(page.getByRole('navigation', { name: 'Chủ đề tin tức' }).locator('[aria-current="page"]'), current).toHaveText('Tất cả');
  }
});

test('the render server asked directly renders without what the page does not read, and the page hydrates at its address', async ({ page }) => {
  const asked = `${renderServerUrls.production}/tin-tuc?page=2&fbclid=IwAR0direct&utm_source=zalo`;
  await page.goto(asked);
  await untilReady(page);
  expect(page.url()).toBe(asked);
  await expect(page).toHaveTitle(/^Tin tức – Trang 2 \|/);
});

test('a value of the list’s own the router does not take still goes to the page’s own address, as before (307), with no hydration error', async ({
  page,
}) => {
  for (const value of ['page=1', 'tab=all', 'page=abc']) {
    await page.goto(`${nginxUrl}/tin-tuc?${value}&fbclid=IwAR0value`);
    await untilReady(page);
    expect(new URL(page.url()).searchParams.has(value.split('=')[0]!), value).toBe(false);
    await expect(page, value).toHaveTitle(/^Tin tức \|/);
  }
});
