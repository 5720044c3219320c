import type { NewsArticle } from './api/news.schemas';

export const featuredLabel = 'Tin nổi bật';

/** The label over an article: the featured label when it is hot, else its category (docs/product.md#news-detail). */
export function articleLabel(article: Pick<NewsArticle, 'isHot' | 'category'>): string {
  return article.isHot ? featuredLabel : article.category.type;
}
