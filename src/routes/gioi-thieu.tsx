import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/about/AboutPage';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/gioi-thieu')({
  head: () => pageHead('Giới thiệu', 'Câu chuyện, tầm nhìn, sứ mệnh và giá trị cốt lõi của Trung tâm Mặt Trời Nhỏ.'),
  component: AboutPage,
});
