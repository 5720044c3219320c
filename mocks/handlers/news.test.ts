import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createApiClient } from '@/lib/api/api-client';
import { createNewsApi } from '@/lib/api/news.api';
import { manyRecords } from '../db/many/generate';
import { seedArticles, seedCategories } from '../db/news-content';
import { writtenRecords } from '../db/seed';
import { setScenario } from '../scenario';
import { expectConsoleErrors, failedRequestLogs } from '../../tests/setup/console-guard';

const api = createNewsApi(createApiClient(''));
const get = (path: string) => fetch(`http://localhost:3000/api/v1/${path}`);

afterEach(() => setScenario('normal'));

describe('fake backend: news list', () => {
  it('pages through every article, latest first', async () => {
    const first = await api.listNews({ current: 1, pageSize: 6 });
    expect(first.news).toHaveLength(6);
    expect(first.totalPages).toBe(Math.ceil(seedArticles.length / 6));
    const dates = first.news.map((article) => article.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const last = await api.listNews({ current: first.totalPages, pageSize: 6 });
    expect(last.news).toHaveLength(seedArticles.length - 6 * (first.totalPages - 1));

    const seen = new Set<string>();
    for (let page = 1; page <= first.totalPages; page += 1) {
      for (const article of (await api.listNews({ current: page, pageSize: 6 })).news) seen.add(article._id);
    }
    expect(seen.size).toBe(seedArticles.length);
  });

  it('answers a page past the end with no articles and the real page count', async () => {
    const answer = await api.listNews({ current: 99, pageSize: 6 });
    expect(answer.news).toEqual([]);
    expect(answer.totalPages).toBe(Math.ceil(seedArticles.length / 6));
  });

  it('filters by category', async () => {
    const categories = await api.listCategories();
    for (const category of categories) {
      const answer = await api.listNews({ current: 1, pageSize: 50, category: category._id });
      expect(answer.news.length).toBeGreaterThan(0);
      expect(answer.news.every((article) => article.category._id === category._id)).toBe(true);
    }
  });

  it('answers an unknown category with an empty list', async () => {
    expect(await api.listNews({ current: 1, pageSize: 6, category: 'ffffffffffffffffffffffff' })).toEqual({ news: [], totalPages: 0 });
  });

  it.each(['current=0', 'current=-1', 'current=abc', 'current=1.5', 'pageSize=0', 'pageSize=51', 'pageSize=x'])(
    'rejects %s with 400',
    async (query) => {
      expectConsoleErrors(failedRequestLogs);
      const response = await get(`news?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) as unknown });
    },
  );
});

describe('fake backend: single articles', () => {
  it('lists the five categories by type', async () => {
    expect((await api.listCategories()).map((category) => category.type)).toEqual(seedCategories.map((category) => category.type));
  });

  it('returns the newest hot article', async () => {
    const hot = await api.getHotNews();
    const [newest] = writtenRecords().articles.filter((article) => article.isHot).sort((a, b) => b.date.localeCompare(a.date));
    expect(hot).toMatchObject({ _id: newest!._id, title: newest!.title, date: newest!.date, isHot: true });
  });

  it('returns an article by id, with its content blocks', async () => {
    const [listed] = (await api.listNews({ current: 1, pageSize: 1 })).news;
    const article = await api.getNews(listed!._id);
    expect(article).toEqual(listed);
    expect(article.contents.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectConsoleErrors(failedRequestLogs);
    await expect(api.getNews('aaaaaaaaaaaaaaaaaaaaaaaa')).rejects.toMatchObject({ kind: 'http', status: 404 });
    await expect(api.getNews('khong-phai-id')).rejects.toMatchObject({ kind: 'http', status: 400 });
  });

  it('relates articles of the same category, never the article itself', async () => {
    const { news } = await api.listNews({ current: 1, pageSize: 50 });
    for (const article of news.slice(0, 8)) {
      const related = await api.listRelatedNews(article._id, article.category._id);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(4);
      expect(related.every((other) => other.category._id === article.category._id)).toBe(true);
      expect(related.map((other) => other._id)).not.toContain(article._id);
    }
  });

  it('answers 404 for related articles of an unknown article', async () => {
    expectConsoleErrors(failedRequestLogs);
    await expect(api.listRelatedNews('aaaaaaaaaaaaaaaaaaaaaaaa', 'x')).rejects.toMatchObject({ status: 404 });
  });
});

describe('fake backend: scenarios', () => {
  it('empty: no articles, no hot article, categories still listed', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('empty');
    expect(await api.listNews({ current: 1, pageSize: 6 })).toEqual({ news: [], totalPages: 0 });
    await expect(api.getHotNews()).rejects.toMatchObject({ status: 404 });
    expect(await api.listCategories()).toHaveLength(seedCategories.length);
    setScenario('normal');
    expect((await api.listNews({ current: 1, pageSize: 6 })).news).toHaveLength(6);
  });

  it('error: every call fails with 500', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('error');
    await expect(api.listNews({ current: 1, pageSize: 6 })).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(api.listCategories()).rejects.toBeInstanceOf(ApiError);
  });

  it('malformed: answers that do not match the contract are caught', async () => {
    setScenario('malformed');
    await expect(api.getHotNews()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

// The first test fills the database with 600 generated articles: about 1.5 s of CPU, more when
// the machine is shared with the other lane of CI.
describe('fake backend: the many scenario', { timeout: 15_000 }, () => {
  it('answers its own 600 articles, newest first, 100 pages of 6, the same as its generator made', async () => {
    setScenario('many');
    const { articles } = manyRecords();
    const first = await api.listNews({ current: 1, pageSize: 6 });
    expect(first.totalPages).toBe(100);
    expect(first.news.map((article) => article._id)).toEqual(articles.slice(0, 6).map((article) => article._id));
    const fortieth = await api.listNews({ current: 40, pageSize: 6 });
    expect(fortieth.news.map((article) => article.title)).toEqual(articles.slice(234, 240).map((article) => article.title));
    expect((await api.listNews({ current: 12, pageSize: 50 })).news).toHaveLength(50);
    expect(await api.getNews(articles[599]!._id)).toMatchObject({ title: articles[599]!.title, date: articles[599]!.date });
  });

  it('has seven categories: one holds a single article, one none', async () => {
    setScenario('many');
    const categories = await api.listCategories();
    expect(categories).toHaveLength(7);
    const count = async (type: string) =>
      (await api.listNews({ current: 1, pageSize: 50, category: categories.find((category) => category.type === type)!._id })).news.length;
    expect(await count('Học bổng')).toBe(1);
    expect(await count('Tuyển dụng')).toBe(0);
    expect(await count('Sự kiện')).toBe(50);
  });

  it('leaves the other scenarios their written articles', async () => {
    setScenario('many');
    await api.listNews({ current: 1, pageSize: 6 });
    setScenario('normal');
    expect((await api.listNews({ current: 1, pageSize: 6 })).totalPages).toBe(Math.ceil(seedArticles.length / 6));
  });
});
