import { createFileRoute } from '@tanstack/react-router';
import { getAboutContent } from '@/content/about/about-queries';
import { textOf } from '@/i18n/use-text';
import { about } from '@/i18n/vi/about';
import { AboutPage } from '@/pages/AboutPage';
import { organization, pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/gioi-thieu')({
  // The head's words come with the data, so that they load with the page, not with every page's code.
  loader: async ({ context }) => ({ content: await getAboutContent(context.locale), head: textOf(context, 'about', about).head }),
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { title, description } = loaderData.head;
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
  return <AboutPage content={Route.useLoaderData().content} />;
}
