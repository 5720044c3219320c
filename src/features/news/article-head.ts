import { metaDescription, organization, siteUrl, type LocaleContext, type PageHeadOptions } from '@/seo/page-head';
import type { NewsArticle } from '@/lib/api/news.schemas';
import { newsHeadText } from './news-head-text';

/** Pictures link previews show (Facebook's and Zalo's show no SVG). */
const previewablePicture = /\.(jpe?g|png|webp|gif)$/i;

/**
 * The picture of an article's link preview: its own, or the news share card when link previews
 * cannot show it.
 */
function previewPicture(article: NewsArticle) {
  return previewablePicture.test(new URL(article.image, siteUrl()).pathname) ? { url: article.image } : ('news' as const);
}

/**
 * An article's head (made by its loader, load-article.ts): what its link preview, search engines and the browser's tab show. On an English
 * page the article keeps its own (Vietnamese) title and summary; the trail to it is in English.
 */
export async function articleHead(context: LocaleContext, article: NewsArticle | undefined): Promise<PageHeadOptions> {
  const { head: words } = await newsHeadText(context);
  if (!article) {
    return { title: words.title, description: words.articleDescription, path: '/tin-tuc', image: 'news' };
  }
  const path = `/tin-tuc/${article._id}`;
  const description = metaDescription(article.summary);
  const { '@id': publisherId, name, url, logo } = organization(context);
  return {
    title: article.title,
    description,
    path,
    image: previewPicture(article),
    type: 'article',
    publishedTime: article.date,
    breadcrumbs: [{ name: words.title, path: '/tin-tuc' }, { name: article.title, path }],
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
  };
}
