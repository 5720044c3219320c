import { createFileRoute } from '@tanstack/react-router';
import { StudentsPage } from '@/features/students/StudentsPage';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/hoc-vien')({
  head: () => pageHead('Học viên', 'Thành tích và cảm nhận của học viên Trung tâm Mặt Trời Nhỏ.'),
  component: StudentsPage,
});
