import { siteLocale, type Locale, type TranslatedLocale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { ContactContent } from './contact.types';

// Each translated locale's words for it, loaded for that language's pages only.
const twins = { en: () => import('./contact.en') } satisfies Record<TranslatedLocale, unknown>;

// The data is imported when asked for (see course-queries.ts); English pages load its English words too.
const data = () => import('./contact.data');

/** The contact page's map and its notes on getting there. Async like every content query, so a backend can serve it later. */
export async function getContactContent(locale: Locale): Promise<ContactContent> {
  const { areaMap, gettingHere } = await data();
  if (locale === siteLocale) return { areaMap, gettingHere };
  const { areaMapTranslation, gettingHereTranslations } = await twins[locale]();
  return {
    areaMap: translate(areaMap, areaMapTranslation),
    gettingHere: gettingHere.map((note) => translate(note, gettingHereTranslations[note.id], `gettingHere[${note.id}]`)),
  };
}
