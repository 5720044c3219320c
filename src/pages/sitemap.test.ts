import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { toArticleJson } from '../../mocks/handlers/news';
import { server } from '../../mocks/node';
import { newsReadingBudgetMs, pagesAtOnce } from '../features/news/list-all-news';
import { siteUrl } from '@/seo/page-head';
import { sitemapPartSize, sitemapXml } from './sitemap';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname + new URL(url).search);

describe('sitemap.xml', () => {
  it('lists every page of the site and every article, each article with its date, in Vietnamese only', async () => {
    const xml = (await sitemapXml(null))!;
    const paths = locations(xml);
    for (const path of ['/', '/gioi-thieu', '/tin-tuc', '/chinh-sach-bao-mat', '/lien-he', '/hoc-phi', '/kiem-tra-trinh-do', '/cau-hoi-thuong-gap', '/khoa-hoc', '/khoa-hoc/theo-tuoi/4', '/khoa-hoc/theo-tuoi/16', '/khoa-hoc/tieng-anh-cambridge', '/khoa-hoc/ky-nang-song/1']) {
      expect(paths).toContain(path);
    }
    const articles = db.article.getAll();
    expect(articles.length).toBeGreaterThan(10);
    for (const article of articles) {
      // Written in Vietnamese only: its English page is the same article in an English frame, canonical to this one.
      expect(xml).toContain(`/tin-tuc/${article._id}</loc><lastmod>${article.date}</lastmod></url>`);
      expect(xml).not.toContain(`/en/news/${article._id}`);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists every page in both languages, each with its twin and the default as alternates', async () => {
    const xml = (await sitemapXml(null))!;
    const paths = locations(xml);
    for (const path of ['/en', '/en/about', '/en/news', '/en/privacy', '/en/contact', '/en/fees', '/en/level-check', '/en/faq', '/en/courses', '/en/courses/by-age/4', '/en/courses/by-age/adults', '/en/courses/cambridge-english', '/en/courses/life-skills/1']) {
      expect(paths).toContain(path);
    }
    const pages = paths.filter((path) => !/^\/tin-tuc\/./.test(path));
    expect(pages.filter((path) => path.startsWith('/en')).length * 2).toBe(pages.length);
    const about = [...xml.matchAll(/<url><loc>[^<]+\/(?:gioi-thieu|en\/about)<\/loc>(.*?)<\/url>/g)].map(([, links]) => links);
    expect(about).toHaveLength(2);
    for (const links of about) {
      expect(links).toBe(
        `<xhtml:link rel="alternate" hreflang="vi" href="${siteUrl('/gioi-thieu')}"/>` +
          `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl('/en/about')}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl('/gioi-thieu')}"/>`,
      );
    }
  });

  it('becomes an index of parts past a thousand addresses, each part a sitemap of its own', async () => {
    // Without their blocks: the sitemap reads ids and dates, and 1,100 articles (an address each) are read five times here.
    const template = { ...toArticleJson(db.article.getAll()[0]!), contents: [] };
    const many = Array.from({ length: 1100 }, (_, index) => ({ ...template, _id: index.toString(16).padStart(24, '0') }));
    server.use(
      http.get('*/api/v1/news', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const size = Number(query.get('pageSize'));
        const page = Number(query.get('current'));
        return HttpResponse.json({ news: many.slice((page - 1) * size, page * size), totalPages: Math.ceil(many.length / size) });
      }),
    );
    const index = (await sitemapXml(null))!;
    expect(index).toContain('<sitemapindex');
    expect(locations(index)).toEqual(['/sitemap.xml?phan=1', '/sitemap.xml?phan=2']);
    const first = locations((await sitemapXml('1'))!);
    const second = locations((await sitemapXml('2'))!);
    expect(first).toHaveLength(sitemapPartSize);
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
    expect([...first, ...second].filter((path) => path.startsWith('/tin-tuc/'))).toHaveLength(1100);
    expect([...first, ...second].filter((path) => path.startsWith('/en/news/'))).toHaveLength(0);
    expect(await sitemapXml('3')).toBeUndefined();
    expect(await sitemapXml('abc')).toBeUndefined();
  });

  it('asks for no more pages once its reading has taken its budget, and lists the articles it has', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const article = toArticleJson(db.article.getAll()[0]!);
    const asked: number[] = [];
    server.use(
      http.get('*/api/v1/news', ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        asked.push(current);
        // Each page takes a second of the clock the budget is measured on.
        vi.setSystemTime(Date.now() + 1000);
        return HttpResponse.json({ news: [{ ...article, _id: `bai-${current}` }], totalPages: 200 });
      }),
    );
    const paths = locations((await sitemapXml(null))!).filter((path) => path.startsWith('/tin-tuc/'));
    vi.useRealTimers();
    // The first page, then rounds of four pages (four seconds each) begun while the budget lasts.
    const rounds = Math.ceil(newsReadingBudgetMs / (pagesAtOnce * 1000));
    expect(asked).toHaveLength(1 + rounds * pagesAtOnce);
    expect(paths).toEqual(asked.toSorted((a, b) => a - b).map((page) => `/tin-tuc/bai-${page}`));
  });
});
