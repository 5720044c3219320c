import { siteLocale } from '@/i18n/locale';
import { loadPart } from '@/i18n/translated-text';
import type { UiText } from '@/i18n/ui-text';
import { newsHead } from '@/i18n/vi/news-head';
import type { LocaleContext } from '@/seo/page-head';

type NewsText = UiText['news'];

/**
 * The news pages' head words in the page's language. The Vietnamese ones come without the rest of
 * the news part: a route's head is in the route tree every page loads.
 */
export async function newsHeadText({ locale }: LocaleContext): Promise<Pick<NewsText, 'head' | 'categoryNames'>> {
  return locale === siteLocale ? { head: newsHead, categoryNames: {} } : loadPart(locale, 'news');
}
