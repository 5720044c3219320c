import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '@/features/home/load-home';
import { HomePage } from '@/pages/HomePage';
import { routeHead } from '@/seo/page-head';

/**
 * Home's news block, the news feature's: its code (the API client and its schemas) loads only when
 * the news does, so a page hydrating from the server's data never loads it.
 */
const loadHomeNews = (signal: AbortSignal) => import('@/features/news/load-home-news').then((module) => module.loadHomeNews(signal));

export const Route = createFileRoute('/')({
  loader: ({ abortController, context }) => loadHome(context, () => loadHomeNews(abortController.signal)),
  head: routeHead,
  component: HomeRoute,
});

function HomeRoute() {
  const { content, courses, students, teachers, news } = Route.useLoaderData();
  return <HomePage content={content} courses={courses} students={students} teachers={teachers} news={news} />;
}
