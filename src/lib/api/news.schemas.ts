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

/** The shapes of the `/api/v1` news answers (docs/product.md#news-articles), checked when they arrive. */
const newsCategorySchema = z.object({
  _id: newsIdSchema,
  type: z.string(),
});

const newsContentSchema = z.object({
  _id: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: blockImageSchema,
});

export const newsArticleSchema = z.object({
  _id: newsIdSchema,
  title: z.string(),
  summary: z.string(),
  image: imageSchema,
  /** ISO 8601 with a zone; the same pattern the Pact contract holds the backend to. */
  date: z.string().check(z.regex(isoDateTimePattern)),
  isHot: z.boolean(),
  category: newsCategorySchema,
  contents: listOf(newsContentSchema, 100),
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
export type NewsList = z.infer<typeof newsListSchema>;
