import { newsApi } from '@/lib/api/news.api';
import type { NewsArticle, NewsList } from '@/lib/api/news.schemas';

/** The largest page the API gives (docs/product.md#api-calls). */
const largestPage = 50;

/** At most this many pages are read (10,000 articles), whatever count the API claims. */
const mostNewsPages = 200;

/**
 * Pages asked for at once: each may hold up to `maxAnswerBytes` while it is parsed (8 MiB in all).
 * Fewer made the demo's 600 generated articles, each answer waiting its latency, outlast the budget
 * below on a busy machine.
 */
export const pagesAtOnce = 4;

/**
 * No page is asked for once this long has passed since the first came back: the sitemap is written
 * from what has come (nginx waits 10 s for an answer, docs/deploy.md#the-render-server). The first
 * page is bounded by the API client's own timeout; it may be slow for a reason of its own (the
 * demo's `many` scenario builds its 600 articles on its first request), which must not eat the rest.
 */
export const newsReadingBudgetMs = 5000;

/** What the sitemap needs of an article. */
export type NewsEntry = Pick<NewsArticle, '_id' | 'date'>;

const entriesOf = (page: NewsList): NewsEntry[] => page.news.map(({ _id, date }) => ({ _id, date }));

/**
 * Every article's id and date, newest first, a page of fifty at a time (for the sitemap): four pages
 * at once, each cut to what the sitemap needs as it arrives, up to `mostNewsPages`, no further once
 * a page comes back empty, and none asked for `newsReadingBudgetMs` after the first came.
 */
export async function listAllNews(signal?: AbortSignal): Promise<NewsEntry[]> {
  const first = await newsApi.listNews({ current: 1, pageSize: largestPage }, { signal });
  const started = Date.now();
  const entries = entriesOf(first);
  const lastPage = Math.min(first.totalPages, mostNewsPages);
  let lastLength = first.news.length;
  for (let current = 2; current <= lastPage && lastLength > 0 && Date.now() - started < newsReadingBudgetMs; current += pagesAtOnce) {
    const batch = Array.from({ length: Math.min(pagesAtOnce, lastPage - current + 1) }, (_, index) =>
      newsApi.listNews({ current: current + index, pageSize: largestPage }, { signal }).then(entriesOf),
    );
    const pages = await Promise.all(batch);
    for (const page of pages) entries.push(...page);
    lastLength = pages.at(-1)?.length ?? 0;
  }
  return entries;
}
