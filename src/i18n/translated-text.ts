import { siteLocale, type Locale, type TranslatedLocale } from './locale';
import type { UiText } from './ui-text';

/** Each translated locale's words: one chunk each (`src/i18n/<locale>/index.ts`). */
const textIn: Record<TranslatedLocale, () => Promise<UiText>> = {
  en: async () => (await import('./en')).text,
};

/**
 * The site's words in the page's language when it is not the site's, for the root route's
 * `beforeLoad`: one chunk of plain strings, loaded with the page (and carried in its HTML for
 * hydration) and never by a Vietnamese one.
 */
export async function loadTranslatedText(locale: Locale): Promise<UiText | undefined> {
  return locale === siteLocale ? undefined : textIn[locale]();
}
