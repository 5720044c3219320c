import { siteLocale, type Locale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { ContactContent } from './contact.types';

// The data is imported when asked for (see course-queries.ts); English pages load its English words too.
const data = () => import('./contact.data');

/** The contact page's map and its notes on getting there. Async like every content query, so a backend can serve it later. */
export async function getContactContent(locale: Locale): Promise<ContactContent> {
  const { areaMap, gettingHere } = await data();
  if (locale === siteLocale) return { areaMap, gettingHere };
  const { areaMapTranslation, gettingHereTranslations } = await import('./contact.en');
  return {
    areaMap: translate(areaMap, areaMapTranslation),
    gettingHere: gettingHere.map((note) => translate(note, gettingHereTranslations[note.id], `gettingHere[${note.id}]`)),
  };
}
