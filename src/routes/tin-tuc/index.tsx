import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadNewsList } from '@/features/news/load-news-list';
import { newsListSearchDefaults, validateNewsListSearch } from '@/features/news/news-search';
import { NewsListPage, NewsListPending } from '@/pages/NewsListPage';
import { NewsListError } from '@/features/news/NewsStatus';
import { available } from '@/features/news/news-unavailable';
import { newsPageSsr } from '@/lib/news-page-ssr';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/tin-tuc/')({
  ssr: newsPageSsr,
  validateSearch: validateNewsListSearch,
  search: { middlewares: [stripSearchParams(newsListSearchDefaults)] },
  loaderDeps: ({ search: { tab, page } }) => ({ tab, page }),
  loader: ({ deps, abortController, preload, context }) => loadNewsList(context, deps, { signal: abortController.signal, preload }),
  head: routeHead,
  component: NewsListRoute,
  // Quick answers keep the current cards (dimmed) on screen; only a slow one shows the loading state.
  pendingMs: 500,
  pendingMinMs: 300,
  pendingComponent: NewsListPending,
  // The API failing is the component's (news-unavailable.ts); this is for a fault in the page's code.
  errorComponent: NewsListError,
});

function NewsListRoute() {
  const data = available(Route.useLoaderData().data);
  return data ? <NewsListPage data={data} /> : <NewsListError />;
}
