import { fill } from '@/i18n/fill';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';
import { categoryName } from './article-label';
import type { NewsListData } from './load-news-list';
import { newsHeadText } from './news-head-text';
import { isPastLastPage } from './news-search';

/**
 * The page's title: 'Tin tức' ('News'), then the category and the page when they are not the
 * defaults.
 */
async function newsListTitle(context: LocaleContext, data: NewsListData | undefined): Promise<string> {
  const text = await newsHeadText(context);
  if (!data) return text.head.title;
  const type = data.categories.find((known) => known._id === data.tab)?.type;
  const category = type === undefined ? undefined : categoryName(type, text, context.locale).text;
  return [text.head.title, category, data.page > 1 ? fill(text.head.page, { page: data.page }) : undefined].filter(Boolean).join(' – ');
}

/** The list's head, made by its loader (load-news-list.ts); a page past the last is kept out of search results. */
export async function newsListHead(context: LocaleContext, data: NewsListData | undefined): Promise<PageHeadOptions> {
  const { head: words } = await newsHeadText(context);
  return {
    title: await newsListTitle(context, data),
    description: words.description,
    path: '/tin-tuc',
    image: 'news',
    breadcrumbs: [{ name: words.title, path: '/tin-tuc' }],
    noindex: data ? isPastLastPage(data) : false,
  };
}
