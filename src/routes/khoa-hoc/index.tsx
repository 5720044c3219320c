import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { loadCourseFinder } from '@/features/courses/load-course-finder';
import { CourseListPending } from '@/features/courses/CourseStatus';
import { CoursesPage } from '@/pages/CoursesPage';
import { notFoundHead, pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/khoa-hoc/')({
  validateSearch: validateRegistrationSearch,
  loader: () => loadCourseFinder(),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.head) : notFoundHead()),
  component: AllCoursesRoute,
  pendingComponent: CourseListPending,
});

function AllCoursesRoute() {
  return <CoursesPage {...Route.useLoaderData()} />;
}
