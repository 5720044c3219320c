import { siteLocale, type Locale, type TranslatedLocale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { AboutContent } from './about.types';

// Each translated locale's words for it, loaded for that language's pages only.
const twins = { en: () => import('./about.en') } satisfies Record<TranslatedLocale, unknown>;

// The data is imported when asked for (see course-queries.ts); English pages load its English
// words too (about.en.ts), Vietnamese pages never.
const data = () => import('./about.data');

/** The about page's copy, in the page's language. Async like every content query, so a backend can serve it later. */
export async function getAboutContent(locale: Locale): Promise<AboutContent> {
  const { aboutHero, coreValues, founder, mission, partners, timeline, vision } = await data();
  const content: AboutContent = { hero: aboutHero, timeline, founder, vision, mission, coreValues, partners };
  if (locale === siteLocale) return content;
  const { aboutTranslation } = await twins[locale]();
  return translate(content, aboutTranslation);
}
