import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadNewsList } from '@/features/news/load-news-list';
import { newsListHead } from '@/features/news/news-list-title';
import { isPastLastPage, newsListSearchDefaults, validateNewsListSearch } from '@/features/news/news-search';
import { NewsListPage, NewsListPending } from '@/pages/NewsListPage';
import { NewsListError } from '@/features/news/NewsStatus';
import { loadOrUnavailable } from '@/features/news/load-or-unavailable';
import { available } from '@/features/news/news-unavailable';
import { newsPageSsr } from '@/lib/news-page-ssr';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/tin-tuc/')({
  ssr: newsPageSsr,
  validateSearch: validateNewsListSearch,
  search: { middlewares: [stripSearchParams(newsListSearchDefaults)] },
  loaderDeps: ({ search: { tab, page } }) => ({ tab, page }),
  loader: async ({ deps, abortController, preload, context }) => {
    const data = await loadOrUnavailable(loadNewsList(deps, abortController.signal), { preload });
    // The head's words come with the data, so that they load with the page, not with every page's code.
    return { data, head: newsListHead(context, available(data)) };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const data = available(loaderData.data);
    return pageHead(match.context, { ...loaderData.head, path: '/tin-tuc', image: 'news', noindex: data ? isPastLastPage(data) : false });
  },
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
