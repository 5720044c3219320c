import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadNewsList } from '@/features/news/load-news-list';
import { newsListTitle } from '@/features/news/news-list-title';
import { isPastLastPage, newsListSearchDefaults, validateNewsListSearch } from '@/features/news/news-search';
import { NewsListPage, NewsListPending } from '@/pages/NewsListPage';
import { NewsListError } from '@/features/news/NewsStatus';
import { newsPageSsr } from '@/lib/news-page-ssr';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/tin-tuc/')({
  ssr: newsPageSsr,
  validateSearch: validateNewsListSearch,
  search: { middlewares: [stripSearchParams(newsListSearchDefaults)] },
  loaderDeps: ({ search: { tab, page } }) => ({ tab, page }),
  loader: ({ deps, abortController }) => loadNewsList(deps, abortController.signal),
  head: ({ loaderData }) =>
    pageHead({
      title: newsListTitle(loaderData),
      description: 'Tin tức, sự kiện và hoạt động mới nhất của các bé và thầy cô tại Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ.',
      path: '/tin-tuc',
      image: 'news',
      breadcrumbs: [{ name: 'Tin tức', path: '/tin-tuc' }],
      noindex: loaderData ? isPastLastPage(loaderData) : false,
    }),
  component: NewsListRoute,
  // Quick answers keep the current cards (dimmed) on screen; only a slow one shows the loading state.
  pendingMs: 500,
  pendingMinMs: 300,
  pendingComponent: NewsListPending,
  errorComponent: NewsListError,
});

function NewsListRoute() {
  return <NewsListPage data={Route.useLoaderData()} />;
}
