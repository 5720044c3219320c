import { createFileRoute } from '@tanstack/react-router';
import { listTeacherSelectionSteps, listTeachers } from '@/content/teachers/teacher-queries';
import { TeachersPage } from '@/pages/TeachersPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/giao-vien')({
  loader: async () => {
    const [teachers, selectionSteps] = await Promise.all([listTeachers(), listTeacherSelectionSteps()]);
    return { teachers, selectionSteps };
  },
  head: ({ match }) =>
    pageHead(match.context, {
      title: 'Giáo viên',
      description: 'Đội ngũ giáo viên tận tâm, đạt chuẩn Cambridge của Trung tâm Mặt Trời Nhỏ và cách trung tâm chọn, đào tạo giáo viên.',
      path: '/giao-vien',
      image: 'teachers',
      breadcrumbs: [{ name: 'Giáo viên', path: '/giao-vien' }],
    }),
  component: TeachersRoute,
});

function TeachersRoute() {
  return <TeachersPage {...Route.useLoaderData()} />;
}
