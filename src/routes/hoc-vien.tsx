import { createFileRoute } from '@tanstack/react-router';
import { StudentsPage } from '@/features/students/StudentsPage';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/hoc-vien')({
  head: () =>
    pageHead({
      title: 'Học viên',
      description: 'Thành tích Cambridge, những khoảnh khắc ở lớp và cảm nhận của học viên Trung tâm Mặt Trời Nhỏ.',
      path: '/hoc-vien',
      image: 'students',
      breadcrumbs: [{ name: 'Học viên', path: '/hoc-vien' }],
    }),
  component: StudentsPage,
});
