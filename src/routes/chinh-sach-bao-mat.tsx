import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/pages/PrivacyPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/chinh-sach-bao-mat')({
  head: ({ match }) =>
    pageHead(match.context, {
      title: 'Chính sách bảo mật',
      description:
        'Trung tâm Mặt Trời Nhỏ thu thập thông tin gì qua biểu mẫu đăng ký, dùng để làm gì, lưu bao lâu và quyền của phụ huynh.',
      path: '/chinh-sach-bao-mat',
      image: 'privacy',
      breadcrumbs: [{ name: 'Chính sách bảo mật', path: '/chinh-sach-bao-mat' }],
    }),
  component: PrivacyPage,
});
