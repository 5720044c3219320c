import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { loadLevelCheck } from '@/features/level-check/load-level-check';
import { LevelCheckPage } from '@/pages/LevelCheckPage';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/kiem-tra-trinh-do')({
  validateSearch: validateRegistrationSearch,
  loader: ({ context }) => loadLevelCheck(context),
  head: routeHead,
  component: LevelCheckRoute,
});

function LevelCheckRoute() {
  const { courses } = Route.useLoaderData();
  return <LevelCheckPage courses={courses} />;
}
