import { createFileRoute } from '@tanstack/react-router';
import { NewsDetailPage } from '@/features/news/NewsDetailPage';
import { NewsNotFound, NewsPending } from '@/features/news/NewsStatus';
import { loadArticle } from '@/features/news/load-article';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/tin-tuc/$id')({
  loader: ({ params, abortController }) => loadArticle(params.id, abortController.signal),
  head: ({ loaderData }) => pageHead(loaderData?.title ?? 'Tin tức', loaderData?.summary),
  component: ArticleRoute,
  pendingComponent: NewsPending,
  notFoundComponent: NewsNotFound,
  errorComponent: NewsNotFound,
});

function ArticleRoute() {
  return <NewsDetailPage article={Route.useLoaderData()} />;
}
