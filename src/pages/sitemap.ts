import { finderAgePath, finderAges } from '@/content/courses/course-finder';
import { coursePath } from '@/content/courses/course-links';
import { listAllCourses } from '@/content/courses/course-queries';
import { sitePages } from '@/content/site-pages';
import { listAllNews } from '@/features/news/list-all-news';
import { locales, localizedPath } from '@/i18n/locale';
import { siteUrl } from '@/seo/page-head';
import { xmlText } from '@/lib/xml';

/** A sitemap holds at most this many addresses here; past it, /sitemap.xml is an index of parts. */
export const sitemapPartSize = 1000;

/** One address: a page in one language, `path` its route path (the Vietnamese one). */
interface SitemapEntry {
  path: string;
  locale: (typeof locales)[number];
  lastmod?: string;
}

async function sitemapEntries(signal?: AbortSignal): Promise<SitemapEntry[]> {
  const courses = await listAllCourses('vi');
  const pages = [...new Set([...sitePages.map((page) => page.to), ...finderAges.map(finderAgePath), ...courses.map(coursePath)])];
  const articles = await listAllNews(signal);
  const routes = [...pages.map((path) => ({ path })), ...articles.map((article) => ({ path: `/tin-tuc/${article._id}`, lastmod: article.date }))];
  return routes.flatMap((route) => locales.map((locale) => ({ ...route, locale })));
}

const absoluteUrl = (path: string, locale: SitemapEntry['locale']) => xmlText(siteUrl(localizedPath(path, locale)));

/** Each address with its twin in the other language and the default (Vietnamese), as the pages' hreflang links say. */
const alternateLinks = (path: string) =>
  [...locales.map((locale) => [locale, locale] as const), ['x-default', 'vi'] as const]
    .map(([hreflang, locale]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(path, locale)}"/>`)
    .join('');

const urlset = (entries: SitemapEntry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.map(({ path, locale, lastmod }) => `  <url><loc>${absoluteUrl(path, locale)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}${alternateLinks(path)}</url>`).join('\n')}
</urlset>
`;

const sitemapIndex = (parts: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${Array.from({ length: parts }, (_, index) => `  <sitemap><loc>${xmlText(siteUrl(`/sitemap.xml?phan=${index + 1}`))}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;

/**
 * sitemap.xml, written from the API on request: every page and every article (with its date as
 * `lastmod`). Past `sitemapPartSize` addresses it is an index of parts, `?phan=1`, `?phan=2`...;
 * `undefined` for a part that does not exist.
 */
export async function sitemapXml(part: string | null, signal?: AbortSignal): Promise<string | undefined> {
  const entries = await sitemapEntries(signal);
  const parts = Math.ceil(entries.length / sitemapPartSize);
  if (part === null) return parts > 1 ? sitemapIndex(parts) : urlset(entries);
  const number = /^[1-9]\d*$/.test(part) ? Number(part) : 0;
  if (parts < 2 || number > parts || number < 1) return undefined;
  return urlset(entries.slice((number - 1) * sitemapPartSize, number * sitemapPartSize));
}
