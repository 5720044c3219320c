import type { APIRequestContext } from '@playwright/test';
import { fakeBackendUrl } from '../e2e/servers';

/** The site's pages and articles, as its sitemap lists them (absolute URLs on the public site). */
export async function sitemapPaths(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname);
}

/** The site's pages as its sitemap lists them, in both languages, without the articles. */
export async function sitemapPagePaths(request: APIRequestContext) {
  return (await sitemapPaths(request)).filter((path) => !/^\/(tin-tuc|en\/news)\/./.test(path));
}


/** The featured article, asked of the fake backend: an article that exists. */
export async function hotArticle(request: APIRequestContext) {
  return (await (await request.get(`${fakeBackendUrl}/api/v1/news/hot`)).json()) as { _id: string; title: string };
}
