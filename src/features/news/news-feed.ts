import { siteConfig } from '@/lib/site-config';
import { newsFeedPath, newsFeedTitle, siteUrl } from '@/seo/page-head';
import { xmlText } from '@/lib/xml';
import { newsApi } from '@/lib/api/news.api';

const feedLength = 20;

/** The latest articles as RSS 2.0, for feed readers and the apps that follow the centre's news. */
export async function newsFeedXml(signal?: AbortSignal): Promise<string> {
  const { news } = await newsApi.listNews({ current: 1, pageSize: feedLength }, { signal });
  const items = news.map((article) => {
    const link = siteUrl(`/tin-tuc/${article._id}`);
    return [
      '    <item>',
      `      <title>${xmlText(article.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${new Date(article.date).toUTCString()}</pubDate>`,
      `      <category>${xmlText(article.category.type)}</category>`,
      `      <description>${xmlText(article.summary)}</description>`,
      `      <enclosure url="${xmlText(new URL(article.image, siteUrl()).href)}" type="${imageType(article.image)}" length="0"/>`,
      '    </item>',
    ].join('\n');
  });
  const published = news[0] ? `\n    <lastBuildDate>${new Date(news[0].date).toUTCString()}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlText(newsFeedTitle)}</title>
    <link>${xmlText(siteUrl('/tin-tuc'))}</link>
    <atom:link href="${xmlText(siteUrl(newsFeedPath))}" rel="self" type="application/rss+xml"/>
    <description>${xmlText(`Tin tức, sự kiện và hoạt động mới nhất của ${siteConfig.fullName}.`)}</description>
    <language>vi</language>${published}
${items.join('\n')}
  </channel>
</rss>
`;
}

function imageType(url: string): string {
  const extension = new URL(url, 'http://x').pathname.split('.').pop()?.toLowerCase();
  if (extension === 'svg') return 'image/svg+xml';
  if (extension === 'png') return 'image/png';
  if (extension === 'webp') return 'image/webp';
  return 'image/jpeg';
}
