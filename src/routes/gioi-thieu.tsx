import { createFileRoute } from '@tanstack/react-router';
import { loadAbout } from '@/features/about/load-about';
import { AboutPage } from '@/pages/AboutPage';
import { routeHead } from '@/seo/page-head';

export const Route = createFileRoute('/gioi-thieu')({
  loader: ({ context }) => loadAbout(context),
  head: routeHead,
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage content={Route.useLoaderData().content} />;
}
