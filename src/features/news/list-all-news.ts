import { newsApi } from './api/news.api';
import type { NewsArticle } from './api/news.schemas';

/** The largest page the API gives (docs/product.md#api-calls). */
const largestPage = 50;

/** Every article, newest first, a page of fifty at a time (for the sitemap). */
export async function listAllNews(signal?: AbortSignal): Promise<NewsArticle[]> {
  const first = await newsApi.listNews({ current: 1, pageSize: largestPage }, { signal });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
      newsApi.listNews({ current: index + 2, pageSize: largestPage }, { signal }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.news);
}
