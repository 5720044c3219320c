import { siteLocale, type Locale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { FaqGroup } from './faq.types';

// Imported when asked for (see course-queries.ts); English pages load the questions' English words
// too (faq.en.ts), Vietnamese pages never.
const data = () => import('./faq.data');

/** The questions parents ask, by group, in the page's order and language. */
export async function listFaqGroups(locale: Locale): Promise<readonly FaqGroup[]> {
  const { faqGroups } = await data();
  if (locale === siteLocale) return faqGroups;
  const { faqTranslation } = await import('./faq.en');
  return translate(faqGroups, faqTranslation);
}
