import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '@/components/layout/registration-search';
import { courseFinderHead, loadCourseFinder } from '@/features/courses/load-course-finder';
import { CourseListPending } from '@/features/courses/CourseStatus';
import { CoursesPage } from '@/pages/CoursesPage';

export const Route = createFileRoute('/khoa-hoc/')({
  validateSearch: validateRegistrationSearch,
  loader: () => loadCourseFinder(),
  head: ({ loaderData }) => courseFinderHead(loaderData),
  component: AllCoursesRoute,
  pendingComponent: CourseListPending,
});

function AllCoursesRoute() {
  return <CoursesPage {...Route.useLoaderData()} />;
}
