import { createFileRoute } from '@tanstack/react-router';
import { loadCourseFinder } from '@/features/courses/load-course-finder';
import { CoursesPage } from '@/pages/CoursesPage';
import { notFoundHead, pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/khoa-hoc/')({
  loader: () => loadCourseFinder(),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.head) : notFoundHead()),
  component: AllCoursesRoute,
});

function AllCoursesRoute() {
  return <CoursesPage {...Route.useLoaderData()} />;
}
