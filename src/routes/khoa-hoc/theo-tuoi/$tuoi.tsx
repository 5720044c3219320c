import { createFileRoute } from '@tanstack/react-router';
import { loadCourseFinder } from '@/features/courses/load-course-finder';
import { CoursesPage } from '@/pages/CoursesPage';
import { routeHead } from '@/seo/page-head';

/** One age's courses (docs/decisions.md#course-finder); an age the finder does not offer is the site's not-found page. */
export const Route = createFileRoute('/khoa-hoc/theo-tuoi/$tuoi')({
  loader: ({ params, context }) => loadCourseFinder(context, params.tuoi),
  head: routeHead,
  component: AgeCoursesRoute,
});

function AgeCoursesRoute() {
  return <CoursesPage {...Route.useLoaderData()} />;
}
