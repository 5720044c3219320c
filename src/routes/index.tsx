import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/HomePage';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead(
      undefined,
      'Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ: tiếng Anh Cambridge, tiếng Anh giao tiếp và kỹ năng sống cho trẻ 3 - 18 tuổi. Đăng ký kiểm tra trình độ và học thử miễn phí.',
    ),
  component: HomePage,
});
