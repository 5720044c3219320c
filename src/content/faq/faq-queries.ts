import { siteLocale, type Locale, type TranslatedLocale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { FaqGroup } from './faq.types';

// Each translated locale's words for it, loaded for that language's pages only.
const twins = { en: () => import('./faq.en') } satisfies Record<TranslatedLocale, unknown>;

// Imported when asked for (see course-queries.ts); English pages load the questions' English words
// too (faq.en.ts), Vietnamese pages never.
const data = () => import('./faq.data');

/** The questions parents ask, by group, in the page's order and language. */
export async function listFaqGroups(locale: Locale): Promise<readonly FaqGroup[]> {
  const { faqGroups } = await data();
  if (locale === siteLocale) return faqGroups;
  const { faqTranslation } = await twins[locale]();
  return translate(faqGroups, faqTranslation);
}
