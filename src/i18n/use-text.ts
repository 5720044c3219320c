import { useRouteContext } from '@tanstack/react-router';
import { use } from 'react';
import { siteLocale, type Locale } from './locale';
import { loadPart } from './translated-text';
import type { UiPart, UiText } from './ui-text';

/** The page's language: the root route's, from its address (locale-rewrite.ts). */
export function useLocale(): Locale {
  return useRouteContext({ from: '__root__', select: (context) => context.locale });
}

/**
 * A part of the site's words in the page's language: the Vietnamese module the component imports
 * (so Vietnamese pages carry no other language), or its twin's chunk, which an English page loads
 * when it first shows the part (translated-text.ts). Never in the page's data: an English page's
 * HTML carries the words it shows, as a Vietnamese one does.
 */
export function useText<Part extends UiPart>(part: Part, vietnamese: UiText[Part]): UiText[Part] {
  const locale = useLocale();
  return locale === siteLocale ? vietnamese : use(loadPart(locale, part));
}
