import { createFileRoute } from '@tanstack/react-router';
import { loadCourseFinder } from '@/features/courses/load-course-finder';
import { CoursesPage } from '@/pages/CoursesPage';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/khoa-hoc/')({
  loader: ({ context }) => loadCourseFinder(context),
  head: routeHead,
  component: AllCoursesRoute,
});

function AllCoursesRoute() {
  return <CoursesPage {...Route.useLoaderData()} />;
}
