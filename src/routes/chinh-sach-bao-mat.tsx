import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/legal/PrivacyPage';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/chinh-sach-bao-mat')({
  head: () =>
    pageHead(
      'Chính sách bảo mật',
      'Trung tâm Mặt Trời Nhỏ thu thập thông tin gì qua biểu mẫu đăng ký, dùng để làm gì, lưu bao lâu và quyền của phụ huynh.',
    ),
  component: PrivacyPage,
});
