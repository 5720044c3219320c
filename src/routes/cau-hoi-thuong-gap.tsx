import { createFileRoute } from '@tanstack/react-router';
import { loadFaq } from '@/features/faq/load-faq';
import { FaqPage } from '@/pages/FaqPage';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/cau-hoi-thuong-gap')({
  loader: ({ context }) => loadFaq(context),
  head: routeHead,
  component: FaqRoute,
});

function FaqRoute() {
  return <FaqPage {...Route.useLoaderData()} />;
}
