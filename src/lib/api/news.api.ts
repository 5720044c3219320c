import type { KyInstance } from 'ky';
import { apiClient } from './api';
import { getJson } from './api-client';
import { ApiError } from './api-error';
import {
  newsArticleSchema,
  newsCategoriesSchema,
  newsListSchema,
  relatedNewsSchema,
  type NewsArticle,
  type NewsCategory,
  type NewsList,
} from './news.schemas';

export const newsPageSize = 6;

export interface NewsListQuery {
  /** 1-based page number. */
  current: number;
  pageSize: number;
  /** Category `_id`; omitted for every category. */
  category?: string;
}

interface CallOptions {
  signal?: AbortSignal;
}

/** One typed function per `/api/v1` news call (docs/product.md#api-calls). */
export function createNewsApi(client: KyInstance) {
  return {
    /** GET /api/v1/news?current&pageSize&category */
    async listNews({ current, pageSize, category }: NewsListQuery, options: CallOptions = {}): Promise<NewsList> {
      const searchParams: Record<string, string | number> = { current, pageSize };
      if (category) searchParams.category = category;
      const list = await getJson(client, 'news', newsListSchema, { ...options, searchParams });
      return { ...list, news: list.news.slice(0, pageSize) };
    },

    /** GET /api/v1/news/related/{id}?category */
    async listRelatedNews(id: string, category: string, options: CallOptions = {}): Promise<NewsArticle[]> {
      const answer = await getJson(client, `news/related/${encodeURIComponent(id)}`, relatedNewsSchema, {
        ...options,
        searchParams: { category },
      });
      return answer.result;
    },

    /** GET /api/v1/news/hot */
    getHotNews(options: CallOptions = {}): Promise<NewsArticle> {
      return getJson(client, 'news/hot', newsArticleSchema, options);
    },

    /** GET /api/v1/news/{id}: an answer about another article is refused. */
    async getNews(id: string, options: CallOptions = {}): Promise<NewsArticle> {
      const path = `news/${encodeURIComponent(id)}`;
      const article = await getJson(client, path, newsArticleSchema, options);
      if (article._id !== id) throw new ApiError('invalid-response', `Unexpected answer from ${path}: article ${article._id}`);
      return article;
    },

    /** GET /api/v1/new-categories */
    listCategories(options: CallOptions = {}): Promise<NewsCategory[]> {
      return getJson(client, 'new-categories', newsCategoriesSchema, options);
    },
  };
}

export type NewsApi = ReturnType<typeof createNewsApi>;

export const newsApi: NewsApi = createNewsApi(apiClient);
