import { createFileRoute } from '@tanstack/react-router';
import { listAllCourses } from '@/content/courses/course-queries';
import { getHomeContent } from '@/content/home/home-queries';
import { listHonouredStudents } from '@/content/students/student-queries';
import { listTeachers } from '@/content/teachers/teacher-queries';
import { textOf } from '@/i18n/use-text';
import { home } from '@/i18n/vi/home';
import { HomePage } from '@/pages/HomePage';
import { organization, pageHead } from '@/seo/page-head';
import { newsLeftToBrowser } from '@/lib/news-page-ssr';
import { setPageStatus } from '@/lib/page-status';

const homeNews = () => import('@/features/news/load-home-news');

export const Route = createFileRoute('/')({
  loader: async ({ abortController, context }) => {
    // The API client and its schemas load only when the news does: a page hydrating from the
    // server's data never needs them. None in a demo's slow scenario: the page's news block loads it.
    const news =
      import.meta.env.SSR && newsLeftToBrowser()
        ? undefined
        : homeNews()
            .then(({ loadHomeNews }) => loadHomeNews(abortController.signal))
            .catch(() => null);
    const [content, courses, students, teachers] = await Promise.all([
      getHomeContent(context.locale),
      listAllCourses(context.locale),
      listHonouredStudents(context.locale),
      listTeachers(context.locale),
      // The render server sends the news in the page; the browser shows the rest of the page at once.
      import.meta.env.SSR ? news : undefined,
    ]);
    // A home page without its news is not kept over a good copy: nginx answers that one meanwhile.
    if (import.meta.env.SSR && news && !(await news)) setPageStatus(503);
    // Only what a course card shows: the page's HTML carries the loader's data.
    const cards = courses.map(({ id, courseType, title, age, image, color }) => ({ id, courseType, title, age, image, color }));
    // The head's words come with the data, so that they load with the page, not with every page's code.
    return { content, courses: cards, students, teachers, news, description: textOf(context, 'home', home).head.description };
  },
  head: ({ loaderData, match }) =>
    pageHead(match.context, {
      description: loaderData?.description ?? '',
      path: '/',
      image: 'home',
      structuredData: [organization(match.context)],
    }),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage {...Route.useLoaderData()} />;
}
