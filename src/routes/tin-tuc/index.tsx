import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadNewsList, newsListTitle } from '@/features/news/load-news-list';
import { newsListSearchDefaults, newsListSearchSchema } from '@/features/news/news-search';
import { NewsListPage } from '@/features/news/NewsListPage';
import { NewsListError, NewsPending } from '@/features/news/NewsStatus';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/tin-tuc/')({
  validateSearch: newsListSearchSchema,
  search: { middlewares: [stripSearchParams(newsListSearchDefaults)] },
  loaderDeps: ({ search: { tab, page } }) => ({ tab, page }),
  loader: ({ deps, abortController }) => loadNewsList(deps, abortController.signal),
  head: ({ loaderData }) => pageHead(newsListTitle(loaderData), 'Tin tức, sự kiện và hoạt động của Trung tâm Mặt Trời Nhỏ.'),
  component: NewsListRoute,
  // Quick answers keep the current cards (dimmed) on screen; only a slow one shows the loading state.
  pendingMs: 500,
  pendingMinMs: 300,
  pendingComponent: NewsPending,
  errorComponent: NewsListError,
});

function NewsListRoute() {
  return <NewsListPage data={Route.useLoaderData()} />;
}
