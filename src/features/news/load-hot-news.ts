import { ApiError, isAbortError } from '@/lib/api/api-error';
import { newsApi } from '@/lib/api/news.api';
import type { NewsTeaser } from '@/lib/api/news.schemas';
import { teaserOf } from './news-teaser';

/** The featured article, or `null` when the centre has none (the backend answers 404). */
export function loadHotNews(signal?: AbortSignal): Promise<NewsTeaser | null> {
  return newsApi.getHotNews({ signal }).then(teaserOf, (error: unknown) => {
    if (error instanceof ApiError && error.isNotFound) return null;
    throw error;
  });
}

/** For pages where the featured article is a bonus: any failure but an abort just leaves it out. */
export function loadOptionalHotNews(signal?: AbortSignal): Promise<NewsTeaser | null> {
  return loadHotNews(signal).catch((error: unknown) => {
    if (isAbortError(error)) throw error;
    return null;
  });
}
