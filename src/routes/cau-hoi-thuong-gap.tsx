import { createFileRoute } from '@tanstack/react-router';
import { loadFaq } from '@/features/faq/load-faq';
import { FaqPage } from '@/pages/FaqPage';
import { notFoundHead, pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/cau-hoi-thuong-gap')({
  loader: ({ context }) => loadFaq(context),
  head: ({ loaderData, match }) => (loaderData ? pageHead(match.context, loaderData.head) : notFoundHead(match.context)),
  component: FaqRoute,
});

function FaqRoute() {
  return <FaqPage {...Route.useLoaderData()} />;
}
