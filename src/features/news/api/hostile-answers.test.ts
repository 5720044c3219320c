import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { toArticleJson } from '@mocks/handlers/news';
import { server } from '@mocks/node';
import { listAllNews } from '../list-all-news';
import { newsApi } from './news.api';

const articles = () => db.article.getAll().map(toArticleJson);

describe('what the site takes from an API that answers more than it should', () => {
  it('reads at most 200 pages for the sitemap, four at a time, whatever count the API claims', async () => {
    const article = articles()[0]!;
    let asking = 0;
    let mostAtOnce = 0;
    const asked: number[] = [];
    server.use(
      http.get('*/api/v1/news', async ({ request }) => {
        asked.push(Number(new URL(request.url).searchParams.get('current')));
        mostAtOnce = Math.max(mostAtOnce, ++asking);
        await new Promise((resolve) => setImmediate(resolve));
        asking -= 1;
        return HttpResponse.json({ news: [article], totalPages: 1e9 });
      }),
    );
    const all = await listAllNews();
    expect(asked.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    expect(mostAtOnce).toBe(4);
    expect(all).toHaveLength(200);
  });

  it('stops at the first empty page, however many pages the API claims', async () => {
    const article = articles()[0]!;
    const asked: number[] = [];
    server.use(
      http.get('*/api/v1/news', ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        asked.push(current);
        return HttpResponse.json({ news: current <= 3 ? [article] : [], totalPages: 1e9 });
      }),
    );
    expect(await listAllNews()).toHaveLength(3);
    expect(Math.max(...asked)).toBeLessThanOrEqual(9);
  });

  it('keeps the page size it asked for, and at most 12 related articles, 30 categories and 100 blocks', async () => {
    const [article] = articles();
    const many = <T>(item: T) => Array.from({ length: 2000 }, () => item);
    server.use(
      http.get('*/api/v1/news', () => HttpResponse.json({ news: many(article), totalPages: 1 })),
      http.get('*/api/v1/news/related/:id', () => HttpResponse.json({ result: many(article) })),
      http.get('*/api/v1/new-categories', () => HttpResponse.json(many(article!.category))),
      http.get('*/api/v1/news/:id', () => HttpResponse.json({ ...article, contents: many(article!.contents[0]) })),
    );
    expect((await newsApi.listNews({ current: 1, pageSize: 6 })).news).toHaveLength(6);
    expect((await newsApi.listNews({ current: 1, pageSize: 500 })).news).toHaveLength(50);
    expect(await newsApi.listRelatedNews(article!._id, article!.category._id)).toHaveLength(12);
    expect(await newsApi.listCategories()).toHaveLength(30);
    expect((await newsApi.getNews(article!._id)).contents).toHaveLength(100);
  });

  it('refuses an article answered for another id, and ids that are not URL-safe tokens', async () => {
    const [asked, other] = articles();
    server.use(http.get(`*/api/v1/news/${asked!._id}`, () => HttpResponse.json(other)));
    await expect(newsApi.getNews(asked!._id)).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-response' });

    for (const _id of ['../../gioi-thieu"><script>', 'a b', '', 'x'.repeat(65)]) {
      server.use(http.get(`*/api/v1/news/${asked!._id}`, () => HttpResponse.json({ ...asked, _id })));
      await expect(newsApi.getNews(asked!._id), _id).rejects.toMatchObject({ kind: 'invalid-response' });
      server.use(http.get('*/api/v1/new-categories', () => HttpResponse.json([{ _id, type: 'Sự kiện' }])));
      await expect(newsApi.listCategories(), _id).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });
});
