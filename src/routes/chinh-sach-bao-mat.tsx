import { createFileRoute } from '@tanstack/react-router';
import { loadPrivacy } from '@/features/privacy/load-privacy';
import { PrivacyPage } from '@/pages/PrivacyPage';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/chinh-sach-bao-mat')({
  loader: ({ context }) => loadPrivacy(context),
  head: routeHead,
  component: PrivacyPage,
});
