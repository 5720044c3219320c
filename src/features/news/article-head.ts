import { metaDescription, organization, pageHead, siteUrl } from '@/lib/page-head';
import type { NewsArticle } from './api/news.schemas';

const newsCrumb = { name: 'Tin tức', path: '/tin-tuc' };

/** An article's head (rendered in the browser: articles are not known when the site is built). */
export function articleHead(article: NewsArticle | undefined) {
  if (!article) {
    return pageHead({
      title: 'Tin tức',
      description: 'Tin tức, sự kiện và hoạt động của Trung tâm Mặt Trời Nhỏ.',
      path: '/tin-tuc',
      image: 'news',
    });
  }
  const path = `/tin-tuc/${article._id}`;
  const description = metaDescription(article.summary);
  const { '@id': publisherId, name, url, logo } = organization();
  return pageHead({
    title: article.title,
    description,
    path,
    image: 'news',
    type: 'article',
    breadcrumbs: [newsCrumb, { name: article.title, path }],
    structuredData: [
      {
        '@type': 'NewsArticle',
        headline: article.title,
        description,
        image: [new URL(article.image, siteUrl()).href],
        datePublished: article.date,
        articleSection: article.category.type,
        inLanguage: 'vi',
        mainEntityOfPage: siteUrl(path),
        author: { '@type': 'EducationalOrganization', '@id': publisherId, name, url },
        publisher: { '@type': 'EducationalOrganization', '@id': publisherId, name, url, logo },
      },
    ],
  });
}
