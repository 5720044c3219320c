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

/** The shapes of the `/api/v1` news answers (docs/product.md#news-articles), checked when they arrive. */
const newsCategorySchema = z.object({
  _id: z.string(),
  type: z.string(),
});

const newsContentSchema = z.object({
  _id: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: blockImageSchema,
});

export const newsArticleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  image: imageSchema,
  /** ISO 8601 with a zone; the same pattern the Pact contract holds the backend to. */
  date: z.string().check(z.regex(isoDateTimePattern)),
  isHot: z.boolean(),
  category: newsCategorySchema,
  contents: z.array(newsContentSchema),
});

export const newsListSchema = z.object({
  news: z.array(newsArticleSchema),
  totalPages: z.number().check(z.int(), z.nonnegative()),
});

export const relatedNewsSchema = z.object({
  result: z.array(newsArticleSchema),
});

export const newsCategoriesSchema = z.array(newsCategorySchema);

export type NewsCategory = z.infer<typeof newsCategorySchema>;
export type NewsContent = z.infer<typeof newsContentSchema>;
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export type NewsList = z.infer<typeof newsListSchema>;
