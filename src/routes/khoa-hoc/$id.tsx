import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { courseHead } from '@/features/courses/course-head';
import { CourseDetailPage } from '@/pages/CourseDetailPage';
import { CourseNotFound, CoursePending } from '@/features/courses/CourseStatus';
import { loadCourse } from '@/features/courses/load-course';

export const Route = createFileRoute('/khoa-hoc/$id')({
  validateSearch: validateRegistrationSearch,
  loader: ({ params, context }) => loadCourse(context.locale, params.id, '/khoa-hoc/$id'),
  head: ({ loaderData, match }) => courseHead(match.context, loaderData),
  component: CourseRoute,
  pendingComponent: CoursePending,
  notFoundComponent: CourseNotFound,
});

function CourseRoute() {
  return <CourseDetailPage course={Route.useLoaderData()} />;
}
