import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { toArticleJson } from '@mocks/handlers/news';
import { server } from '@mocks/node';
import { listAllNews } from '@/features/news/list-all-news';
import { hostileAnswer, type HostileMode } from '../../../tests/setup/hostile-api';
import { newsApi } from './news.api';

const articles = () => db.article.getAll().map(toArticleJson);

describe('what the site takes from an API that answers more than it should', () => {
  it('reads at most 200 pages for the sitemap, four at a time, keeping only each article\'s id and date, whatever count the API claims', async () => {
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
    expect(all[0]).toEqual({ _id: article._id, date: article.date });
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
    const [first] = articles();
    // Without its blocks, so that 2,000 of it stay under the size an answer may have.
    const article = { ...first!, contents: [] };
    const many = <T>(item: T) => Array.from({ length: 2000 }, () => item);
    server.use(
      http.get('*/api/v1/news', () => HttpResponse.json({ news: many(article), totalPages: 1 })),
      http.get('*/api/v1/news/related/:id', () => HttpResponse.json({ result: many(article) })),
      http.get('*/api/v1/new-categories', () => HttpResponse.json(many(article.category))),
      http.get('*/api/v1/news/:id', () => HttpResponse.json({ ...article, contents: many(first!.contents[0]) })),
    );
    expect((await newsApi.listNews({ current: 1, pageSize: 6 })).news).toHaveLength(6);
    expect((await newsApi.listNews({ current: 1, pageSize: 500 })).news).toHaveLength(50);
    expect(await newsApi.listRelatedNews(article._id, article.category._id)).toHaveLength(12);
    expect(await newsApi.listCategories()).toHaveLength(30);
    expect((await newsApi.getNews(article._id)).contents).toHaveLength(100);
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

describe('the most an API answer may hold: 2 MiB once decoded, counted while it is read', () => {
  /**
   * The API answers as the hostile API of the server tests does; `sent` counts the bytes it gave
   * (on the wire, before a gzip answer is unpacked here, as fetch unpacks it, so without the
   * headers of the packed answer).
   */
  function answerAs(mode: HostileMode) {
    const sent = { bytes: 0, done: false };
    server.use(
      http.get('*/api/v1/*', ({ request }) => {
        const { headers, chunks } = hostileAnswer(mode, new URL(request.url).pathname);
        const { 'Content-Encoding': encoding, ...rest } = headers;
        if (encoding) delete rest['Content-Length'];
        const wire = Readable.from(
          (async function* () {
            for await (const chunk of chunks()) {
              sent.bytes += chunk.length;
              yield chunk;
            }
            sent.done = true;
          })(),
        );
        const body = Readable.toWeb(encoding === 'gzip' ? wire.pipe(createGunzip()) : wire) as ReadableStream<Uint8Array>;
        return new HttpResponse(body, { headers: rest });
      }),
    );
    return sent;
  }
  const tooLarge = { name: 'ApiError', kind: 'too-large' };

  it('cuts off a list page of 20 MB at the limit, without reading the rest', async () => {
    const sent = answerAs('huge-list');
    await expect(newsApi.listNews({ current: 1, pageSize: 50 })).rejects.toMatchObject(tooLarge);
    expect(sent.done).toBe(false);
    expect(sent.bytes).toBeLessThan(8 * 1024 * 1024);
  });

  it('cuts off an article whose title is 200 MB', async () => {
    const sent = answerAs('huge-title');
    await expect(newsApi.getNews('bai-viet-1')).rejects.toMatchObject(tooLarge);
    expect(sent.done).toBe(false);
    expect(sent.bytes).toBeLessThan(32 * 1024 * 1024);
  });

  it('counts a gzip bomb once unpacked: its Content-Length (400 kB) is under the limit, its 400 MB of JSON are stopped at 2 MiB', async () => {
    const sent = answerAs('gzip-bomb');
    await expect(newsApi.getHotNews()).rejects.toMatchObject(tooLarge);
    expect(sent.done).toBe(false);
    expect(sent.bytes).toBeLessThan(100 * 1024);
  });

  it('refuses at once an answer whose Content-Length says more than the limit, without waiting for its body', async () => {
    answerAs('large-length');
    await expect(newsApi.getHotNews()).rejects.toMatchObject(tooLarge);
  });

  it('takes answers just under the limit, keeping of them what a page can carry', async () => {
    answerAs('amplifying-title');
    expect((await newsApi.getNews('bai-viet-1')).title).toBe(`${'<'.repeat(299)}…`);
    answerAs('large-article');
    const blocks = (await newsApi.getNews('bai-viet-1')).contents;
    expect(blocks.reduce((sum, block) => sum + block.subtitle.length + block.description.length, 0)).toBeLessThanOrEqual(60_000);
    answerAs('large-list');
    expect((await newsApi.listNews({ current: 1, pageSize: 50 })).news).toHaveLength(50);
  });

  it('still takes an answer of the usual size', async () => {
    answerAs('normal');
    expect((await newsApi.getNews('bai-viet-1')).title).toBe('Một bài viết');
    expect((await newsApi.listNews({ current: 1, pageSize: 50 })).news).toHaveLength(1);
  });
});
