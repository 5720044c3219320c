import type { SearchSchemaInput } from '@tanstack/react-router';

/** The first tab, every category at once; the URL leaves it out. */
export const allNewsTab = 'all';

export interface NewsListSearch {
  tab: string;
  page: number;
}

/** Values the URL leaves out because they are the defaults. */
export const newsListSearchDefaults: NewsListSearch = { tab: allNewsTab, page: 1 };

/**
 * `/tin-tuc?tab=<category _id>&page=<n>`. A tab is the category's `_id` (stable, so shared links
 * keep working), whatever its form: the loader checks it against the categories the API lists
 * (load-news-list.ts). Anything unexpected falls back (unknown tab → every category, a page that
 * is not a positive whole number → 1) instead of an error screen.
 *
 * Links may leave both out (`SearchSchemaInput`); an address can hold anything, so each value is
 * checked whatever its type. Checked by hand rather than with zod: every page loads the route
 * tree, and zod would add about 7 kB (gzip) to every page's first load for two fields.
 */
export function validateNewsListSearch({ tab, page }: Partial<NewsListSearch> & SearchSchemaInput): NewsListSearch {
  return {
    tab: typeof tab === 'string' && tab !== '' ? tab : allNewsTab,
    page: typeof page === 'number' && Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * A page number past the last page (an old or made-up link); page 1 of an empty list is not. Apart
 * from the loader: the route's head is in every page's first load, the API client is not.
 */
export function isPastLastPage({ page, totalPages }: { page: number; totalPages: number }): boolean {
  return page > Math.max(1, totalPages);
}
