import { createFileRoute } from '@tanstack/react-router';
import { getContactContent } from '@/content/contact/contact-queries';
import { contactHead } from '@/features/contact/contact-head';
import { ContactPage } from '@/pages/ContactPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/lien-he')({
  loader: async ({ context }) => ({ head: contactHead(context), content: await getContactContent(context.locale) }),
  head: ({ loaderData, match }) => (loaderData ? pageHead(match.context, loaderData.head) : {}),
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactPage content={Route.useLoaderData().content} />;
}
