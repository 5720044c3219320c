import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { listAllCourses } from '@/content/courses/course-queries';
import { levelCheckTranslation } from '@/content/level-check/level-check-translation';
import { textOf } from '@/i18n/use-text';
import { levelCheck } from '@/i18n/vi/level-check';
import { LevelCheckPage } from '@/pages/LevelCheckPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/kiem-tra-trinh-do')({
  validateSearch: validateRegistrationSearch,
  // Only what the result needs of a course (its name, page and ages): the page's HTML carries the loader's data. On an
  // English page, the questions' and levels' English words too (the Vietnamese are the route's code). The head's words
  // come with the data, so that they load with the page, not with every page's code.
  loader: async ({ context }) => {
    const [courses, translation] = await Promise.all([listAllCourses(context.locale), levelCheckTranslation(context.locale)]);
    return {
      courses: courses.map(({ id, title, courseType, ages }) => ({ id, title, courseType, ages })),
      translation,
      head: textOf(context, 'levelCheck', levelCheck).head,
    };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { head } = loaderData;
    return pageHead(match.context, {
      title: head.title,
      description: head.description,
      path: '/kiem-tra-trinh-do',
      image: 'cambridge',
      breadcrumbs: [{ name: head.breadcrumb, path: '/kiem-tra-trinh-do' }],
    });
  },
  component: LevelCheckRoute,
});

function LevelCheckRoute() {
  return <LevelCheckPage {...Route.useLoaderData()} />;
}
