import { createFileRoute } from '@tanstack/react-router';
import { NewsDetailPage } from '@/features/news/NewsDetailPage';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/tin-tuc/$id')({
  head: () => pageHead('Tin tức'),
  component: NewsDetailPage,
});
