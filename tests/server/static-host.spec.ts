import { expect, gotoApp, test, untilReady } from '../e2e/fixtures';
import { staticDemoUrl } from './nginx-url';
import { hotArticle } from './site-pages';

// The demo on a plain static host (docs/deploy.md#a-demo-on-a-static-host): the pages that show news
// are the app shell (index.html), rendered in the browser with the fake backend's news from its
// worker. The fixtures fail the test on any console error, a hydration error (React #418) among them.
// Its fake backend is msw's service worker.
test.use({ baseURL: staticDemoUrl, serviceWorkers: 'allow' });

test('the demo on a plain static host: each kind of page opened by its address and reached by its links, with the news of the fake backend', async ({
  page,
  request,
}) => {
  const hot = await hotArticle(request);
  const main = page.getByRole('main');
  const readMore = main.getByRole('link', { name: 'Đọc chi tiết' });

  await gotoApp(page, '/');
  await expect(page).toHaveTitle('Mặt Trời Nhỏ - Anh ngữ và Kỹ năng sống cho bé');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await gotoApp(page, '/tin-tuc');
  await expect(page).toHaveTitle('Tin tức | Mặt Trời Nhỏ');
  await expect(readMore).toHaveAttribute('href', `/tin-tuc/${hot._id}`);
  // The shell was rendered for `/`: after it, the links say which page is current.
  await expect(page.getByRole('banner').getByRole('link', { name: /Trang chủ/ })).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tin tức và sự kiện' })).toHaveAttribute('aria-current', 'page');

  await readMore.click();
  await expect(page).toHaveURL(`/tin-tuc/${hot._id}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(hot.title);

  await gotoApp(page, `/tin-tuc/${hot._id}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(hot.title);
  await expect(page).toHaveTitle(`${hot.title} | Mặt Trời Nhỏ`);

  // A prerendered page, from its own file; then home and the news list by the site's links.
  await gotoApp(page, '/gioi-thieu');
  await expect(page).toHaveTitle('Giới thiệu | Mặt Trời Nhỏ');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tin tức và sự kiện' }).click();
  await expect(page).toHaveURL('/tin-tuc');
  await expect(readMore).toHaveAttribute('href', `/tin-tuc/${hot._id}`);
  await page.getByRole('banner').getByRole('link', { name: /Trang chủ/ }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // An address no page has: the not-found page, rendered in the browser.
  await page.goto('/khong-co-trang-nay');
  await untilReady(page);
  await expect(page.getByRole('heading', { name: 'TRANG NÀY KHÔNG TỒN TẠI' })).toBeVisible();
});
