import type { Locale } from './locale';
import type { UiText } from './ui-text';

/**
 * The site's words in English, for the root route's `beforeLoad` on English pages: one chunk of
 * plain strings, loaded with the page (and carried in its HTML for hydration) and never by a
 * Vietnamese one.
 */
export async function loadEnglishText(locale: Locale): Promise<UiText | undefined> {
  if (locale !== 'en') return undefined;
  const { englishText } = await import('./en');
  return englishText;
}
