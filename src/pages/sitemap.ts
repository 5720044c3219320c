import { finderAgePath, finderAges } from '@/content/courses/course-finder';
import { coursePath } from '@/content/courses/course-links';
import { listAllCourses } from '@/content/courses/course-queries';
import { sitePages } from '@/content/site-pages';
import { listAllNews, type NewsEntry } from '@/features/news/list-all-news';
import { locales, localizedPath, siteLocale } from '@/i18n/locale';
import { siteUrl } from '@/seo/page-head';
import { xmlText } from '@/lib/xml';
import { keptFor } from '@/lib/kept-for';
import { pageCacheSeconds } from '@/lib/page-cache-seconds';

/** A sitemap holds at most this many addresses here; past it, /sitemap.xml is an index of parts. */
export const sitemapPartSize = 1000;

/** One address: a page in one language, `path` its route path (the Vietnamese one). */
interface SitemapEntry {
  path: string;
  locale: (typeof locales)[number];
  lastmod?: string;
  /** Listed with its twins in the other languages; an article has none (below). */
  twins: boolean;
}

type ReadArticles = () => Promise<NewsEntry[]>;

/**
 * The article list the render server's sitemap is written from: read once per cache window for the
 * index and all its parts (nginx keeps each of them as long), not once per part. A demo's fake
 * backend answers in the scenario its visitor chose: there it is read each time.
 */
export const keptArticles: ReadArticles = keptFor(import.meta.env.VITE_ENABLE_MOCKS === 'true' ? 0 : pageCacheSeconds(), () => listAllNews());

async function sitemapEntries(readArticles: ReadArticles): Promise<SitemapEntry[]> {
  const courses = await listAllCourses('vi');
  const pages = [...new Set([...sitePages.map((page) => page.to), ...finderAges.map(finderAgePath), ...courses.map(coursePath)])];
  const articles = await readArticles();
  // An article is written in Vietnamese only: its English page is the same article in an English
  // frame, whose canonical address is the Vietnamese one (article-head.ts), so only that is listed.
  return [
    ...pages.flatMap((path) => locales.map((locale): SitemapEntry => ({ path, locale, twins: true }))),
    ...articles.map((article): SitemapEntry => ({ path: `/tin-tuc/${article._id}`, lastmod: article.date, locale: siteLocale, twins: false })),
  ];
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
${entries.map(({ path, locale, lastmod, twins }) => `  <url><loc>${absoluteUrl(path, locale)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}${twins ? alternateLinks(path) : ''}</url>`).join('\n')}
</urlset>
`;

const sitemapIndex = (parts: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${Array.from({ length: parts }, (_, index) => `  <sitemap><loc>${xmlText(siteUrl(`/sitemap.xml?phan=${index + 1}`))}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;

/**
 * sitemap.xml, written from the API on request: every page in every language and every article, in
 * Vietnamese (with its date as `lastmod`), the articles as `readArticles` gives them. Past `sitemapPartSize` addresses it is an
 * index of parts, `?phan=1`, `?phan=2`...; `undefined` for a part that does not exist, which is
 * known without reading anything when it is not a part's number.
 */
export async function sitemapXml(part: string | null, readArticles: ReadArticles = listAllNews): Promise<string | undefined> {
  if (part !== null && !/^[1-9]\d{0,5}$/.test(part)) return undefined;
  const entries = await sitemapEntries(readArticles);
  const parts = Math.ceil(entries.length / sitemapPartSize);
  if (part === null) return parts > 1 ? sitemapIndex(parts) : urlset(entries);
  const number = Number(part);
  if (parts < 2 || number > parts) return undefined;
  return urlset(entries.slice((number - 1) * sitemapPartSize, number * sitemapPartSize));
}
