import { createFileRoute } from '@tanstack/react-router';
import { getAboutContent } from '@/content/about/about-queries';
import { AboutPage } from '@/pages/AboutPage';
import { organization, pageHead } from '@/seo/page-head';

export const Route = createFileRoute('/gioi-thieu')({
  loader: () => getAboutContent(),
  head: ({ match }) =>
    pageHead(match.context, {
      title: 'Giới thiệu',
      description: 'Câu chuyện hơn 5 năm, tầm nhìn, sứ mệnh và giá trị cốt lõi của Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ.',
      path: '/gioi-thieu',
      image: 'about',
      breadcrumbs: [{ name: 'Giới thiệu', path: '/gioi-thieu' }],
      structuredData: [organization()],
    }),
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage content={Route.useLoaderData()} />;
}
