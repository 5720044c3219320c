import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { CambridgePage } from '@/pages/CambridgePage';
import { CourseListError, CourseListPending } from '@/features/courses/CourseStatus';
import { loadCambridge } from '@/features/courses/load-cambridge';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/khoa-hoc/tieng-anh-cambridge/')({
  validateSearch: validateRegistrationSearch,
  loader: ({ context }) => loadCambridge(context),
  head: routeHead,
  component: CambridgeRoute,
  // The router's defaults (pending view after 1 s, then kept at least 0.5 s): a fast answer never flashes a spinner.
  pendingComponent: CourseListPending,
  errorComponent: CourseListError,
});

function CambridgeRoute() {
  const { courses, students } = Route.useLoaderData();
  return <CambridgePage courses={courses} students={students} />;
}
