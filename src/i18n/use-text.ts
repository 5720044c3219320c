import { useRouteContext } from '@tanstack/react-router';
import { createContext, createElement, use, type ReactNode } from 'react';
import { siteLocale, type Locale } from './locale';
import { loadPart } from './translated-text';
import type { UiPart, UiText } from './ui-text';

const LocaleContext = createContext<Locale | null>(null);

/**
 * Gives the components inside it the page's language: the root route's, from its address
 * (locale-rewrite.ts). Read from the router once here, not by each of the page's sixty-odd
 * components that say something: each reading was a subscription to the router's state, some two
 * thousand calls while a course page hydrates.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useRouteContext({ from: '__root__', select: (context) => context.locale });
  return createElement(LocaleContext, { value: locale }, children);
}

/** The page's language (LocaleProvider, around every page: src/routes/__root.tsx). */
export function useLocale(): Locale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error('useLocale needs a LocaleProvider above it');
  return locale;
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
