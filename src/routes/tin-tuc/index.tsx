import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadNewsList } from '@/features/news/load-news-list';
import { newsHeadText } from '@/features/news/news-head-text';
import { newsListTitle } from '@/features/news/news-list-title';
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
  loader: ({ deps, abortController, preload }) => loadOrUnavailable(loadNewsList(deps, abortController.signal), { preload }),
  head: ({ loaderData: data, match }) => {
    const loaderData = available(data);
    const { head: words } = newsHeadText(match.context);
    return pageHead(match.context, {
      title: newsListTitle(match.context, loaderData),
      description: words.description,
      path: '/tin-tuc',
      image: 'news',
      breadcrumbs: [{ name: words.title, path: '/tin-tuc' }],
      noindex: loaderData ? isPastLastPage(loaderData) : false,
    });
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
  const loaderData = Route.useLoaderData();
  const data = available(loaderData);
  return data ? <NewsListPage data={data} /> : <NewsListError />;
}
