import { siteLocale, type Locale } from '@/i18n/locale';
import type { UiText } from '@/i18n/ui-text';
import type { NewsArticle } from '@/lib/api/news.schemas';

/** A label as the page shows it, and its language when it is not the page's (a Vietnamese name on an English page). */
export interface ShownLabel {
  text: string;
  lang?: typeof siteLocale;
}

/**
 * A category's name on the page: the API's own on a Vietnamese page; on an English one, the frame's
 * English name for a category it knows, else the API's name, marked as Vietnamese
 * (docs/decisions.md#news-on-english-pages).
 */
export function categoryName(type: string, { categoryNames }: Pick<UiText['news'], 'categoryNames'>, locale: Locale): ShownLabel {
  if (locale === siteLocale) return { text: type };
  return Object.hasOwn(categoryNames, type) ? { text: categoryNames[type]! } : { text: type, lang: siteLocale };
}

/** The label over an article: the featured label when it is hot, else its category (docs/product.md#news-detail). */
export function articleLabel(
  article: Pick<NewsArticle, 'isHot' | 'category'>,
  words: Pick<UiText['news'], 'featured' | 'categoryNames'>,
  locale: Locale,
): ShownLabel {
  return article.isHot ? { text: words.featured } : categoryName(article.category.type, words, locale);
}

/** On a page in another language, the language of the articles' own text (title, summary, body): the site's. */
export const articleLang = (locale: Locale): typeof siteLocale | undefined => (locale === siteLocale ? undefined : siteLocale);
