import type { NewsListData } from './load-news-list';

/**
 * The page's title: 'Tin tức', then the category and the page when they are not the defaults.
 * Apart from the loader: the route's head is in every page's first load, the API client is not.
 */
export function newsListTitle(data: NewsListData | undefined): string {
  if (!data) return 'Tin tức';
  const category = data.categories.find((known) => known._id === data.tab)?.type;
  return ['Tin tức', category, data.page > 1 ? `Trang ${data.page}` : undefined].filter(Boolean).join(' – ');
}
