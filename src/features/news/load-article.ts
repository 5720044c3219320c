import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api/api-error';
import type { LocaleContext } from '@/seo/page-head';
import { newsApi } from '@/lib/api/news.api';
import { newsIdPattern, type NewsArticle, type NewsTeaser } from '@/lib/api/news.schemas';
import { articleHead } from './article-head';
import { loadOrUnavailable } from './load-or-unavailable';
import { teaserOf } from './news-teaser';
import { available } from './news-unavailable';

/**
 * Loads one article for its page. The backend's 404 (and 400 for an id that cannot exist) become
 * the router's not-found, as does an id that is not one (without asking the API); other failures
 * stay errors. The signal lets a newer navigation abort it.
 */
async function fetchArticle(id: string, signal: AbortSignal) {
  if (!newsIdPattern.test(id)) throw notFound();
  try {
    return await newsApi.getNews(id, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

/** Related articles shown: one row of cards on desktop. */
const relatedShown = 3;

export interface ArticlePage {
  article: NewsArticle;
  /**
   * Other articles of the same category, deferred so the article shows first; `null` when they
   * could not be loaded (the article stays readable either way).
   */
  related: Promise<NewsTeaser[] | null>;
}

/** The article, then (without waiting for them) its related articles, never itself. */
export async function fetchArticlePage(id: string, signal: AbortSignal): Promise<ArticlePage> {
  const article = await fetchArticle(id, signal);
  const related = newsApi
    .listRelatedNews(article._id, article.category._id, { signal })
    .then((articles) => articles.filter((other) => other._id !== article._id).slice(0, relatedShown).map(teaserOf))
    .catch(() => null);
  // The render server sends them in the page: a crawler runs no script to stream them in.
  if (import.meta.env.SSR) await related;
  return { article, related };
}

/**
 * What /tin-tuc/:id (and /en/news/:id) shows, or that the API failed (load-or-unavailable.ts), and
 * its head.
 */
export async function loadArticle(context: LocaleContext, id: string, { signal, preload }: { signal: AbortSignal; preload: boolean }) {
  const data = await loadOrUnavailable(fetchArticlePage(id, signal), { preload });
  return { data, head: await articleHead(context, available(data)?.article) };
}
