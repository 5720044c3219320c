import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/HomePage';
import { pageHead } from '@/lib/page-title';

export const Route = createFileRoute('/')({
  head: () => pageHead(),
  component: HomePage,
});
