import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import { newsApi } from './api/news.api';

/**
 * Loads one article for its page. The backend's 404 (and 400 for an id that cannot exist) become
 * the router's not-found; other failures stay errors. The signal lets a newer navigation abort it.
 */
export async function loadArticle(id: string, signal: AbortSignal) {
  try {
    return await newsApi.getNews(id, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}
