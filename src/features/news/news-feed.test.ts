import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
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
});
