import { createFileRoute } from '@tanstack/react-router';
import { contactHead } from '@/features/contact/contact-head';
import { ContactPage } from '@/pages/ContactPage';
import { pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/lien-he')({
  loader: () => ({ head: contactHead }),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.head) : {}),
  component: ContactPage,
});
