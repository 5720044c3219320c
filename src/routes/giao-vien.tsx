import { createFileRoute } from '@tanstack/react-router';
import { TeachersPage } from '@/features/teachers/TeachersPage';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/giao-vien')({
  head: () => pageHead('Giáo viên', 'Đội ngũ giáo viên tận tâm, đạt chuẩn Cambridge của Trung tâm Mặt Trời Nhỏ.'),
  component: TeachersPage,
});
