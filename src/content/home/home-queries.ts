import { siteLocale, type Locale, type TranslatedLocale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { HomeContent } from './home.types';

// Each translated locale's words for it, loaded for that language's pages only.
const twins = { en: () => import('./home.en') } satisfies Record<TranslatedLocale, unknown>;

// The data is imported when asked for (see course-queries.ts); English pages load its English
// words too (home.en.ts), Vietnamese pages never.
const data = () => import('./home.data');

/** The home page's banners, figures and facility photos, in the page's language. */
export async function getHomeContent(locale: Locale): Promise<HomeContent> {
  const { banners, missionStatement, statistics, facilityPhotos } = await data();
  const content: HomeContent = { banners, missionStatement, statistics, facilityPhotos };
  if (locale === siteLocale) return content;
  const { homeTranslation } = await twins[locale]();
  return translate(content, homeTranslation);
}
