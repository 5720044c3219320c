import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { toArticleJson } from '../../../mocks/handlers/news';
import { server } from '../../../mocks/node';
import { newsFeedXml } from './news-feed';

describe('the news feed', () => {
  it('lists the twenty latest articles, newest first, with their links, dates and summaries as text', async () => {
    const xml = await newsFeedXml();
    const latest = db.article
      .getAll()
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 20);
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map(([, link = '']) => new URL(link).pathname);
    expect(links).toEqual(latest.map((article) => `/tin-tuc/${article._id}`));
    const first = latest[0]!;
    expect(xml).toContain(`<pubDate>${new Date(first.date).toUTCString()}</pubDate>`);
    expect(xml).toContain('<language>vi</language>');
    expect(xml).not.toMatch(/<description>[^<]*[<>][^<]*<\/description>/);
  });

  it('is built from one page of twenty, within the size an answer may have: a longer answer fails it (its 503)', async () => {
    const article = toArticleJson(db.article.getAll()[0]!);
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/news', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ news: [{ ...article, summary: 'x'.repeat(3 * 1024 * 1024) }], totalPages: 1 });
      }),
    );
    await expect(newsFeedXml()).rejects.toMatchObject({ name: 'ApiError', kind: 'too-large' });
    expect(asked).toEqual(['?current=1&pageSize=20']);
  });
});
