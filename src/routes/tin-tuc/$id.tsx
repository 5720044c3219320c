import { createFileRoute } from '@tanstack/react-router';
import { articleHead } from '@/features/news/article-head';
import { NewsDetailPage } from '@/pages/NewsDetailPage';
import { NewsArticleError, NewsNotFound, NewsPending } from '@/features/news/NewsStatus';
import { loadArticlePage } from '@/features/news/load-article';
import { loadOrUnavailable } from '@/features/news/load-or-unavailable';
import { available } from '@/features/news/news-unavailable';
import { newsPageSsr } from '@/lib/news-page-ssr';
import { notFoundHead } from '@/seo/page-head';

export const Route = createFileRoute('/tin-tuc/$id')({
  ssr: newsPageSsr,
  loader: ({ params, abortController, preload }) => loadOrUnavailable(loadArticlePage(params.id, abortController.signal), { preload }),
  head: ({ loaderData, match }) => (match.status === 'notFound' ? notFoundHead(match.context) : articleHead(match.context, available(loaderData)?.article)),
  component: ArticleRoute,
  pendingComponent: NewsPending,
  notFoundComponent: NewsNotFound,
  // The API failing is the component's (news-unavailable.ts); this is for a fault in the page's code.
  errorComponent: NewsArticleError,
});

function ArticleRoute() {
  const loaderData = Route.useLoaderData();
  const data = available(loaderData);
  return data ? <NewsDetailPage article={data.article} related={data.related} /> : <NewsArticleError />;
}
