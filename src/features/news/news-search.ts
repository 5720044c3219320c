import * as z from 'zod/mini';

/** The first tab, every category at once; the URL leaves it out. */
export const allNewsTab = 'all';

/**
 * `/tin-tuc?tab=<category _id>&page=<n>`. A tab is the category's `_id` (stable, so shared links
 * keep working), whatever its form: the loader checks it against the categories the API lists
 * (load-news-list.ts). Anything unexpected falls back (unknown tab → every category, a page that
 * is not a positive whole number → 1) instead of an error screen.
 */
export const newsListSearchSchema = z.object({
  tab: z.catch(z._default(z.string().check(z.minLength(1)), allNewsTab), allNewsTab),
  page: z.catch(z._default(z.number().check(z.int(), z.positive()), 1), 1),
});

export type NewsListSearch = z.output<typeof newsListSearchSchema>;

/** Values the URL leaves out because they are the defaults. */
export const newsListSearchDefaults: NewsListSearch = { tab: allNewsTab, page: 1 };
