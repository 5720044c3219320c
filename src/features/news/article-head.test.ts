import { describe, expect, it } from 'vitest';
import { loadEveryPart } from '@/i18n/translated-text';
import { pageHead } from '@/seo/page-head';
import { articleHead as headOptions } from './article-head';

import type { NewsArticle } from '@/lib/api/news.schemas';

// The shell's English words, which an English head reads, loaded as the render server loads them.
await loadEveryPart('en');

const vietnamese = { locale: 'vi' } as const;
const english = { locale: 'en' } as const;
/** The tags the article's head writes. */
const articleHead = async (context: typeof vietnamese | typeof english, article: NewsArticle) => pageHead(context, await headOptions(context, article));

const article: NewsArticle = {
  _id: '4893002e366f621f94c99ee0',
  title: 'Ngày hội trải nghiệm 23/11: mời ba mẹ và các con đến học thử miễn phí',
  summary: 'Chủ nhật 23/11/2025, Mặt Trời Nhỏ mở cửa đón các gia đình đến học thử cùng giáo viên bản ngữ.',
  image: 'https://cdn.mattroinho.edu.vn/tin-tuc/ngay-hoi.jpg',
  date: '2025-11-12T04:40:11.000Z',
  isHot: true,
  category: { _id: '6703a1f2c4e5d6b7a8c9d0e1', type: 'Sự kiện' },
  contents: [],
};

const metaOf = (head: Awaited<ReturnType<typeof articleHead>>, key: string) =>
  head.meta.filter((tag) => 'property' in tag || 'name' in tag).find((tag) => (tag as { property?: string }).property === key || (tag as { name?: string }).name === key) as
    | { content: string }
    | undefined;

describe("an article's head", () => {
  it('previews the article with its own picture, type article and its publication time', async () => {
    const head = await articleHead(vietnamese, article);
    expect(metaOf(head, 'og:type')?.content).toBe('article');
    expect(metaOf(head, 'og:title')?.content).toBe(article.title);
    expect(metaOf(head, 'og:image')?.content).toBe(article.image);
    expect(metaOf(head, 'og:image:width')).toBeUndefined();
    expect(metaOf(head, 'article:published_time')?.content).toBe(article.date);
    expect(metaOf(head, 'twitter:image')?.content).toBe(article.image);
  });

  it('uses the news share card, with its size, for a picture link previews cannot show (SVG)', async () => {
    const head = await articleHead(vietnamese, { ...article, image: '/images/news/7.svg' });
    expect(metaOf(head, 'og:image')?.content).toMatch(/\/images\/share\/news\.png$/);
    expect(metaOf(head, 'og:image:width')?.content).toBe('1200');
    expect(metaOf(head, 'og:image:height')?.content).toBe('630');
  });

  it.each([vietnamese, english])(
    'describes the Vietnamese article it is, in the %o frame: its address, locale and news card, and no other language',
    async (context) => {
      const head = await articleHead(context, { ...article, image: '/images/news/7.svg' });
      const canonical = head.links.find((link) => link.rel === 'canonical')?.href;
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+/tin-tuc/${article._id}$`));
      expect(metaOf(head, 'og:url')?.content).toBe(canonical);
      expect(metaOf(head, 'og:locale')?.content).toBe('vi_VN');
      expect(metaOf(head, 'og:locale:alternate')).toBeUndefined();
      expect(head.links.filter((link) => link.rel === 'alternate')).toEqual([]);
      expect(metaOf(head, 'og:image')?.content).toMatch(/\/images\/share\/news\.png$/);
      expect(metaOf(head, 'og:title')?.content).toBe(article.title);
    },
  );
});
