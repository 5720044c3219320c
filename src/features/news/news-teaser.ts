import type { NewsArticle, NewsTeaser } from '@/lib/api/news.schemas';

/** An article without its blocks, for a card or a hero: a page of cards carries no article's text. */
export function teaserOf({ contents, ...teaser }: NewsArticle): NewsTeaser {
  return teaser;
}
