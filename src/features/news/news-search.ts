import * as z from 'zod/mini';

/** The first tab, every category at once; the URL leaves it out. */
export const allNewsTab = 'all';

/** A category tab is the category's `_id` (stable, so shared links keep working). */
const tabPattern = /^(all|[a-f\d]{24})$/i;

/**
 * `/tin-tuc?tab=<category _id>&page=<n>`. Anything unexpected falls back (unknown tab → every
 * category, a page that is not a positive whole number → 1) instead of an error screen.
 */
export const newsListSearchSchema = z.object({
  tab: z.catch(z._default(z.string().check(z.regex(tabPattern)), allNewsTab), allNewsTab),
  page: z.catch(z._default(z.number().check(z.int(), z.positive()), 1), 1),
});

export type NewsListSearch = z.output<typeof newsListSearchSchema>;

/** Values the URL leaves out because they are the defaults. */
export const newsListSearchDefaults: NewsListSearch = { tab: allNewsTab, page: 1 };
