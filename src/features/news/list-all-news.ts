import { newsApi } from './api/news.api';
import type { NewsArticle } from './api/news.schemas';

/** The largest page the API gives (docs/product.md#api-calls). */
const largestPage = 50;

/** At most this many pages are read (10,000 articles), whatever count the API claims. */
const mostNewsPages = 200;

/** Pages asked for at once. */
const pagesAtOnce = 4;

/**
 * Every article, newest first, a page of fifty at a time (for the sitemap): a few pages at once,
 * up to `mostNewsPages`, and no further once a page comes back empty.
 */
export async function listAllNews(signal?: AbortSignal): Promise<NewsArticle[]> {
  const first = await newsApi.listNews({ current: 1, pageSize: largestPage }, { signal });
  const pages = [first];
  const lastPage = Math.min(first.totalPages, mostNewsPages);
  for (let current = 2; current <= lastPage && pages.at(-1)?.news.length; current += pagesAtOnce) {
    const batch = Array.from({ length: Math.min(pagesAtOnce, lastPage - current + 1) }, (_, index) =>
      newsApi.listNews({ current: current + index, pageSize: largestPage }, { signal }),
    );
    pages.push(...(await Promise.all(batch)));
  }
  return pages.flatMap((page) => page.news);
}
