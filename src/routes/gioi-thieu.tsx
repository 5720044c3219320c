import { createFileRoute } from '@tanstack/react-router';
import { getAboutContent } from '@/content/about/about-queries';
import { textOf } from '@/i18n/use-text';
import { about } from '@/i18n/vi/about';
import { AboutPage } from '@/pages/AboutPage';
import { organization, pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/gioi-thieu')({
  loader: ({ context }) => getAboutContent(context.locale),
  head: ({ match }) => {
    const { title, description } = textOf(match.context, 'about', about).head;
    return pageHead(match.context, {
      title,
      description,
      path: '/gioi-thieu',
      image: 'about',
      breadcrumbs: [{ name: title, path: '/gioi-thieu' }],
      structuredData: [organization(match.context)],
    });
  },
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage content={Route.useLoaderData()} />;
}
