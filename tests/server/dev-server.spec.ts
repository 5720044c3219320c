import { expect, test } from '@playwright/test';
import { devServerUrl } from './nginx-url';
import { hotArticle } from './site-pages';

// `npm run dev` renders on the server too, its API the fake backend in Node: no backend to run.
test('the development server renders the pages that show news, with the fake backend in Node', async ({ request }) => {
  const hot = await hotArticle(request);
  const home = await request.get(`${devServerUrl}/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain(`href="/tin-tuc/${hot._id}"`);
  const article = await request.get(`${devServerUrl}/tin-tuc/${hot._id}`);
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain(`<title>${hot.title} | Mặt Trời Nhỏ</title>`);
  expect((await request.get(`${devServerUrl}/tin-tuc/aaaaaaaaaaaaaaaaaaaaaaaa`)).status()).toBe(404);
});
