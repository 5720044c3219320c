import { createFileRoute } from '@tanstack/react-router';
import { loadCourseFinder } from '@/features/courses/load-course-finder';
import { CoursesPage } from '@/pages/CoursesPage';
import { notFoundHead, pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/khoa-hoc/')({
  loader: ({ context }) => loadCourseFinder(context),
  head: ({ loaderData, match }) => (loaderData ? pageHead(match.context, loaderData.head) : notFoundHead(match.context)),
  component: AllCoursesRoute,
});

function AllCoursesRoute() {
  return <CoursesPage {...Route.useLoaderData()} />;
}
