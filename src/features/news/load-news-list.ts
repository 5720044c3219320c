import { redirect } from '@tanstack/react-router';
import { setPageStatus } from '@/lib/page-status';
import type { LocaleContext } from '@/seo/page-head';
import { newsApi, newsPageSize } from '@/lib/api/news.api';
import type { NewsCategory, NewsTeaser } from '@/lib/api/news.schemas';
import { loadOptionalHotNews } from './load-hot-news';
import { loadOrUnavailable } from './load-or-unavailable';
import { newsListHead } from './news-list-title';
import { teaserOf } from './news-teaser';
import { allNewsTab, isPastLastPage, type NewsListSearch } from './news-search';
import { available } from './news-unavailable';

export interface NewsListData extends NewsListSearch {
  /** The featured article for the hero; `null` when there is none. */
  hot: NewsTeaser | null;
  categories: NewsCategory[];
  /** This page's articles (at most `newsPageSize`). */
  news: NewsTeaser[];
  totalPages: number;
}

/**
 * Everything `/tin-tuc` shows for one tab and page, fetched in parallel. A tab whose category
 * does not exist (an old or mistyped link) sends the visitor to every category instead.
 */
async function fetchNewsList({ tab, page }: NewsListSearch, signal: AbortSignal): Promise<NewsListData> {
  const category = tab === allNewsTab ? undefined : tab;
  // Settled at once: for a category that turns out not to exist, the answer (maybe an error) is dropped.
  const listing = newsApi.listNews({ current: page, pageSize: newsPageSize, category }, { signal }).then(
    (list) => ({ list }),
    (error: unknown) => ({ error }),
  );
  const [hot, categories] = await Promise.all([loadOptionalHotNews(signal), newsApi.listCategories({ signal })]);
  if (category && !categories.some((known) => known._id === category)) {
    throw redirect({ to: '/tin-tuc', search: {}, replace: true });
  }
  const answer = await listing;
  if ('error' in answer) throw answer.error;
  const data = { tab, page, hot, categories, news: answer.list.news.map(teaserOf), totalPages: answer.list.totalPages };
  // The page says there is nothing here, and its status says so to crawlers and caches.
  if (isPastLastPage(data)) setPageStatus(404);
  return data;
}

/**
 * What /tin-tuc (and /en/news) shows for one tab and page, or that the API failed
 * (load-or-unavailable.ts), and its head, in the page's language.
 */
export async function loadNewsList(context: LocaleContext, search: NewsListSearch, { signal, preload }: { signal: AbortSignal; preload: boolean }) {
  const data = await loadOrUnavailable(fetchNewsList(search, signal), { preload });
  return { data, head: await newsListHead(context, available(data)) };
}
