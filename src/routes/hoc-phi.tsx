import { createFileRoute } from '@tanstack/react-router';
import { loadFees } from '@/features/courses/load-fees';
import { FeesPage } from '@/pages/FeesPage';
import { routeHead } from '@/seo/page-head';

/** Every course's fees and times, and the centre's rules on fees (docs/decisions.md#fees-and-timetable). */
export const Route = createFileRoute('/hoc-phi')({
  loader: ({ context }) => loadFees(context),
  head: routeHead,
  component: FeesRoute,
});

function FeesRoute() {
  return <FeesPage {...Route.useLoaderData()} />;
}
