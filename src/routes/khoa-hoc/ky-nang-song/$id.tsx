import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { CourseDetailPage } from '@/pages/CourseDetailPage';
import { CourseNotFound, CoursePending } from '@/features/courses/CourseStatus';
import { loadCourse } from '@/features/courses/load-course';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/khoa-hoc/ky-nang-song/$id')({
  validateSearch: validateRegistrationSearch,
  loader: ({ params, context }) => loadCourse(context, params.id, '/khoa-hoc/ky-nang-song/$id'),
  head: routeHead,
  component: CourseRoute,
  pendingComponent: CoursePending,
  notFoundComponent: CourseNotFound,
});

function CourseRoute() {
  return <CourseDetailPage course={Route.useLoaderData().course} />;
}
