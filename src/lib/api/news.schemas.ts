import * as z from 'zod/mini';
import { isoDateTimePattern } from './iso-date-time';
import { newsImageUrl } from './news-image-url';

/** A picture's address; one the site will not load becomes the placeholder. */
const imageSchema = z.pipe(z.string(), z.transform(newsImageUrl));

/** A content block's picture: '' means the block has none. */
const blockImageSchema = z.pipe(
  z.string(),
  z.transform((value) => (value === '' ? '' : newsImageUrl(value))),
);

/**
 * An article's or a category's `_id`, which the site puts in its addresses (`/tin-tuc/<id>`,
 * `?tab=<id>`), canonical links and feeds: a URL-safe token (an ObjectId, a UUID, a slug).
 */
export const newsIdPattern = /^[\w-]{1,64}$/;
const newsIdSchema = z.string().check(z.regex(newsIdPattern));

/**
 * A list the API sends, kept to the first `most` items: an answer with thousands would make pages
 * and feeds of megabytes (docs/product.md#api-calls).
 */
const listOf = <T extends z.ZodMiniType>(item: T, most: number) =>
  z.pipe(
    z.array(item),
    z.transform((items) => items.slice(0, most)),
  );

/**
 * Text the API sends, cut to `most` characters, an ellipsis where it was cut. A page carries its
 * text twice (in its HTML and in the router's data), escaped, which makes `<` four times longer
 * or more: what is read is bounded so that whatever the API sends, a page stays far under the
 * render server's limit (docs/deploy.md#the-render-server).
 */
function cut(text: string, most: number) {
  if (text.length <= most) return text;
  // Never half of a character written with two UTF-16 units (an emoji): a lone surrogate is no text.
  const end = /[\uD800-\uDBFF]/.test(text[most - 2] ?? '') ? most - 2 : most - 1;
  return `${text.slice(0, end)}…`;
}
const textUpTo = (most: number) =>
  z.pipe(
    z.string(),
    z.transform((text) => cut(text, most)),
  );

/** The most an article's blocks may say together; the rest is left out, the block that crosses it cut. */
export const articleTextMost = 60_000;

/** The shapes of the `/api/v1` news answers (docs/product.md#news-articles), checked when they arrive. */
const newsCategorySchema = z.object({
  _id: newsIdSchema,
  type: textUpTo(100),
});

const newsContentSchema = z.object({
  _id: textUpTo(64),
  subtitle: textUpTo(300),
  description: textUpTo(20_000),
  image: blockImageSchema,
});

type Block = z.infer<typeof newsContentSchema>;

/** The blocks, up to `articleTextMost` characters of subtitles and descriptions together. */
function withinArticleText(blocks: Block[]): Block[] {
  const kept: Block[] = [];
  let left = articleTextMost;
  for (const block of blocks) {
    if (left <= block.subtitle.length) break;
    left -= block.subtitle.length;
    const description = cut(block.description, left);
    kept.push(description === block.description ? block : { ...block, description });
    left -= description.length;
  }
  return kept;
}

export const newsArticleSchema = z.object({
  _id: newsIdSchema,
  title: textUpTo(300),
  summary: textUpTo(1_000),
  image: imageSchema,
  /** ISO 8601 with a zone; the same pattern the Pact contract holds the backend to. */
  date: z.string().check(z.regex(isoDateTimePattern)),
  isHot: z.boolean(),
  category: newsCategorySchema,
  contents: z.pipe(listOf(newsContentSchema, 100), z.transform(withinArticleText)),
});

export const newsListSchema = z.object({
  /** At most the largest page the API gives; `listNews` keeps the page size it asked for. */
  news: listOf(newsArticleSchema, 50),
  totalPages: z.number().check(z.int(), z.nonnegative()),
});

export const relatedNewsSchema = z.object({
  result: listOf(newsArticleSchema, 12),
});

export const newsCategoriesSchema = listOf(newsCategorySchema, 30);

export type NewsCategory = z.infer<typeof newsCategorySchema>;
export type NewsContent = z.infer<typeof newsContentSchema>;
export type NewsArticle = z.infer<typeof newsArticleSchema>;
/** What a card, a hero or a feed shows of an article: everything but its blocks. */
export type NewsTeaser = Omit<NewsArticle, 'contents'>;
export type NewsList = z.infer<typeof newsListSchema>;
