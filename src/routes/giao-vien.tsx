import { createFileRoute } from '@tanstack/react-router';
import { loadTeachers } from '@/features/teachers/load-teachers';
import { TeachersPage } from '@/pages/TeachersPage';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/giao-vien')({
  loader: ({ context }) => loadTeachers(context),
  head: routeHead,
  component: TeachersRoute,
});

function TeachersRoute() {
  const { teachers, selectionSteps } = Route.useLoaderData();
  return <TeachersPage teachers={teachers} selectionSteps={selectionSteps} />;
}
