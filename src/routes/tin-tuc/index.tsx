import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '@/features/news/NewsListPage';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/tin-tuc/')({
  head: () => pageHead('Tin tức', 'Tin tức, sự kiện và hoạt động của Trung tâm Mặt Trời Nhỏ.'),
  component: NewsListPage,
});
