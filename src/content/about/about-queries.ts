import { siteLocale, type Locale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { AboutContent } from './about.types';

// The data is imported when asked for (see course-queries.ts); English pages load its English
// words too (about.en.ts), Vietnamese pages never.
const data = () => import('./about.data');

/** The about page's copy, in the page's language. Async like every content query, so a backend can serve it later. */
export async function getAboutContent(locale: Locale): Promise<AboutContent> {
  const { aboutHero, coreValues, founder, mission, partners, timeline, vision } = await data();
  const content: AboutContent = { hero: aboutHero, timeline, founder, vision, mission, coreValues, partners };
  if (locale === siteLocale) return content;
  const { aboutTranslation } = await import('./about.en');
  return translate(content, aboutTranslation);
}
