import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { CambridgePage } from '@/pages/CambridgePage';
import { CourseListError, CourseListPending } from '@/features/courses/CourseStatus';
import { listCambridgeSubCourses } from '@/content/courses/course-queries';
import { listHonouredStudents } from '@/content/students/student-queries';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/khoa-hoc/tieng-anh-cambridge/')({
  validateSearch: validateRegistrationSearch,
  loader: async ({ context }) => {
    const [courses, students] = await Promise.all([listCambridgeSubCourses(context.locale), listHonouredStudents(context.locale)]);
    return { courses, students };
  },
  head: ({ match }) =>
    pageHead(match.context, {
      title: 'Tiếng Anh Cambridge',
      description: 'Lộ trình tiếng Anh chuẩn Cambridge cho bé từ 3 đến 15 tuổi: mầm non, Starters, Movers, Flyers, KET và PET.',
      path: '/khoa-hoc/tieng-anh-cambridge',
      image: 'cambridge',
      breadcrumbs: [{ name: 'Tiếng Anh Cambridge', path: '/khoa-hoc/tieng-anh-cambridge' }],
    }),
  component: CambridgeRoute,
  // The router's defaults (pending view after 1 s, then kept at least 0.5 s): a fast answer never flashes a spinner.
  pendingComponent: CourseListPending,
  errorComponent: CourseListError,
});

function CambridgeRoute() {
  return <CambridgePage {...Route.useLoaderData()} />;
}
