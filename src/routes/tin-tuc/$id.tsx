import { createFileRoute } from '@tanstack/react-router';
import { NewsDetailPage } from '@/features/news/NewsDetailPage';
import { NewsNotFound, NewsPending } from '@/features/news/NewsStatus';
import { loadArticlePage } from '@/features/news/load-article';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/tin-tuc/$id')({
  loader: ({ params, abortController }) => loadArticlePage(params.id, abortController.signal),
  head: ({ loaderData }) => pageHead(loaderData?.article.title ?? 'Tin tức', loaderData?.article.summary),
  component: ArticleRoute,
  pendingComponent: NewsPending,
  notFoundComponent: NewsNotFound,
  errorComponent: NewsNotFound,
});

function ArticleRoute() {
  const { article, related } = Route.useLoaderData();
  return <NewsDetailPage article={article} related={related} />;
}
