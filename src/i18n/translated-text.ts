import { parts as englishParts } from './en';
import { siteLocale, type Locale, type TranslatedLocale } from './locale';
import type { PartLoaders, UiPart, UiText } from './ui-text';
import { loadOnce, type Loading } from './load-once';

const partsIn: Record<TranslatedLocale, PartLoaders> = { en: englishParts };

/**
 * A part of the site's words in a translated locale: its chunk, loaded once per document (or render
 * server), for `use` or `await`.
 */
export const loadPart = <Part extends UiPart>(locale: TranslatedLocale, part: Part): Loading<UiText[Part]> =>
  loadOnce(`words/${locale}/${part}`, partsIn[locale][part]);

/** A part's words in the page's language, for a loader: the Vietnamese module's, or its twin, loaded. */
export async function wordsIn<Part extends UiPart>(locale: Locale, part: Part, vietnamese: UiText[Part]): Promise<UiText[Part]> {
  return locale === siteLocale ? vietnamese : loadPart(locale, part);
}

/**
 * A part's words in the page's language where they must already be there: the shell's, in a route's
 * `head`. The shell is loaded before anything renders or a head is written (the root route's
 * `beforeLoad` on the server, src/hydrate.tsx in the browser).
 */
export function loadedWords<Part extends UiPart>(locale: Locale, part: Part, vietnamese: UiText[Part]): UiText[Part] {
  if (locale === siteLocale) return vietnamese;
  const words = loadPart(locale, part);
  if (words.status !== 'fulfilled') throw new Error(`The ${locale} words of ${part} are not loaded yet`);
  return words.value;
}

/**
 * The words a page of this locale needs before it renders: on the render server, every part (a
 * render never waits for a chunk, whatever the page shows); in the browser, the shell's (every page
 * shows it; the others load with the code that shows them).
 */
export async function loadWordsForRender(locale: Locale, everyPart: boolean): Promise<void> {
  if (locale === siteLocale) return;
  await (everyPart ? loadEveryPart(locale) : loadPart(locale, 'shell'));
}

/** Every part of a translated locale's words (the render server's; the tests'). */
export async function loadEveryPart(locale: TranslatedLocale): Promise<UiText> {
  const partNames = Object.keys(partsIn[locale]) as UiPart[];
  const loaded = await Promise.all(partNames.map((part) => loadPart(locale, part)));
  return Object.fromEntries(partNames.map((part, index) => [part, loaded[index]])) as unknown as UiText;
}
