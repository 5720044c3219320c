import { createFileRoute } from '@tanstack/react-router';
import { TeachersPage } from '@/features/teachers/TeachersPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/giao-vien')({
  head: () =>
    pageHead({
      title: 'Giáo viên',
      description: 'Đội ngũ giáo viên tận tâm, đạt chuẩn Cambridge của Trung tâm Mặt Trời Nhỏ và cách trung tâm chọn, đào tạo giáo viên.',
      path: '/giao-vien',
      image: 'teachers',
      breadcrumbs: [{ name: 'Giáo viên', path: '/giao-vien' }],
    }),
  component: TeachersPage,
});
