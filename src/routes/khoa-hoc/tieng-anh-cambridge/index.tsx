import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { CambridgePage } from '@/pages/CambridgePage';
import { CourseListError, CourseListPending } from '@/features/courses/CourseStatus';
import { listCambridgeSubCourses } from '@/content/courses/course-queries';
import { listHonouredStudents } from '@/content/students/student-queries';
import { textOf } from '@/i18n/use-text';
import { courses as coursesText } from '@/i18n/vi/courses';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/khoa-hoc/tieng-anh-cambridge/')({
  validateSearch: validateRegistrationSearch,
  // The head's words come with the data, so that they load with the page, not with every page's code.
  loader: async ({ context }) => {
    const [courses, students] = await Promise.all([listCambridgeSubCourses(context.locale), listHonouredStudents(context.locale)]);
    const { title, description } = textOf(context, 'courses', coursesText).cambridge;
    return { courses, students, head: { title, description } };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context, {
          ...loaderData.head,
          path: '/khoa-hoc/tieng-anh-cambridge',
          image: 'cambridge',
          breadcrumbs: [{ name: loaderData.head.title, path: '/khoa-hoc/tieng-anh-cambridge' }],
        })
      : {},
  component: CambridgeRoute,
  // The router's defaults (pending view after 1 s, then kept at least 0.5 s): a fast answer never flashes a spinner.
  pendingComponent: CourseListPending,
  errorComponent: CourseListError,
});

function CambridgeRoute() {
  const { courses, students } = Route.useLoaderData();
  return <CambridgePage courses={courses} students={students} />;
}
