import { createFileRoute } from '@tanstack/react-router';
import { articleHead } from '@/features/news/article-head';
import { NewsDetailPage } from '@/pages/NewsDetailPage';
import { NewsArticleError, NewsNotFound, NewsPending } from '@/features/news/NewsStatus';
import { loadArticlePage } from '@/features/news/load-article';
import { newsPageSsr } from '@/lib/news-page-ssr';
import { notFoundHead } from '@/seo/page-head';

export const Route = createFileRoute('/tin-tuc/$id')({
  ssr: newsPageSsr,
  loader: ({ params, abortController }) => loadArticlePage(params.id, abortController.signal),
  head: ({ loaderData, match }) => (match.status === 'notFound' ? notFoundHead() : articleHead(loaderData?.article)),
  component: ArticleRoute,
  pendingComponent: NewsPending,
  notFoundComponent: NewsNotFound,
  errorComponent: NewsArticleError,
});

function ArticleRoute() {
  const { article, related } = Route.useLoaderData();
  return <NewsDetailPage article={article} related={related} />;
}
