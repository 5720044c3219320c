import { use } from 'react';
import { levelCheckTranslation, type LevelCheckTranslation } from '@/content/level-check/level-check-translation';
import { loadOnce } from '@/i18n/load-once';
import { siteLocale, type Locale } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-text';

/**
 * The check's questions and levels in a translated locale: a chunk loaded once, with the code that
 * shows it, never in the page's data (the Vietnamese are the page's code). The route's loader awaits
 * it, so a page the router opens renders at once; a hydrating one waits for the chunk.
 */
export const loadLevelCheckTranslation = (locale: Locale) => loadOnce(`level-check/${locale}`, () => levelCheckTranslation(locale));

/** The check's words in the page's language, when not Vietnamese. */
export function useLevelCheckTranslation(): LevelCheckTranslation | undefined {
  const locale = useLocale();
  return locale === siteLocale ? undefined : use(loadLevelCheckTranslation(locale));
}
