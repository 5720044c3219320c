import * as z from 'zod/mini';

/** The shapes of the `/api/v1` news answers (SPEC section 3), checked when they arrive. */
export const newsCategorySchema = z.object({
  _id: z.string(),
  type: z.string(),
});

export const newsContentSchema = z.object({
  _id: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: z.string(),
});

export const newsArticleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  date: z.iso.datetime({ offset: true }),
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
