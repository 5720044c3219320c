import { createFileRoute } from '@tanstack/react-router';
import { listTeacherSelectionSteps, listTeachers } from '@/content/teachers/teacher-queries';
import { teachersHead } from '@/features/teachers/teachers-head';
import { TeachersPage } from '@/pages/TeachersPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/giao-vien')({
  loader: async ({ context }) => {
    const [teachers, selectionSteps] = await Promise.all([listTeachers(context.locale), listTeacherSelectionSteps(context.locale)]);
    return { head: teachersHead(context), teachers, selectionSteps };
  },
  head: ({ loaderData, match }) => (loaderData ? pageHead(match.context, loaderData.head) : {}),
  component: TeachersRoute,
});

function TeachersRoute() {
  const { teachers, selectionSteps } = Route.useLoaderData();
  return <TeachersPage teachers={teachers} selectionSteps={selectionSteps} />;
}
