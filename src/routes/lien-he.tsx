import { createFileRoute } from '@tanstack/react-router';
import { loadContact } from '@/features/contact/load-contact';
import { ContactPage } from '@/pages/ContactPage';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/lien-he')({
  loader: ({ context }) => loadContact(context),
  head: routeHead,
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactPage content={Route.useLoaderData().content} />;
}
