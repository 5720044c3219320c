import type { UiText } from '@/i18n/ui-text';
import { newsHead } from '@/i18n/vi/news-head';
import type { LocaleContext } from '@/seo/page-head';

type NewsText = UiText['news'];

/**
 * The news pages' head words in the page's language. The Vietnamese ones come without the rest of
 * the news part: a route's head is in the route tree every page loads.
 */
export function newsHeadText(context: LocaleContext): Pick<NewsText, 'head' | 'categoryNames'> {
  return context.translatedText?.news ?? { head: newsHead, categoryNames: {} };
}
