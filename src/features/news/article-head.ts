import { siteLocale } from '@/i18n/locale';
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
 * An article's head (made by its loader, load-article.ts): what its link preview, search engines and the browser's tab show.
 * The article is written in Vietnamese only, and its head says so in both languages' frames: its canonical address,
 * `og:url` and `og:locale` are the Vietnamese article's, with no other language named as an alternate, so an English
 * page (the Vietnamese article in an English frame) is not indexed as an English article of its own
 * (docs/decisions.md#news-on-english-pages). It keeps the article's title and summary; the trail to it is in the page's language.
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
    writtenIn: siteLocale,
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
