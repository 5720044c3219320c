import { createFileRoute } from '@tanstack/react-router';
import { getContactContent } from '@/content/contact/contact-queries';
import { contactHead } from '@/features/contact/contact-head';
import { ContactPage } from '@/pages/ContactPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/lien-he')({
  loader: async () => ({ head: contactHead, content: await getContactContent() }),
  head: ({ loaderData, match }) => (loaderData ? pageHead(match.context, loaderData.head) : {}),
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactPage content={Route.useLoaderData().content} />;
}
