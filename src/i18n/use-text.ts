import { useRouteContext } from '@tanstack/react-router';
import type { Locale } from './locale';
import type { UiText } from './ui-text';

/** The page's language: the root route's, from its address (locale-rewrite.ts). */
export function useLocale(): Locale {
  return useRouteContext({ from: '__root__', select: (context) => context.locale });
}

/**
 * A part of the site's words in the page's language: the Vietnamese module the component imports
 * (so Vietnamese pages carry no other language), or its twin, which the root route loads for
 * translated pages only (translated-text.ts).
 */
export function useText<Part extends keyof UiText>(part: Part, vietnamese: UiText[Part]): UiText[Part] {
  const translated = useRouteContext({ from: '__root__', select: (context) => context.translatedText });
  return translated?.[part] ?? vietnamese;
}

/** `useText` for a route's `head` and loader, from the root route's context. */
export function textOf<Part extends keyof UiText>(
  context: { translatedText?: UiText | undefined },
  part: Part,
  vietnamese: UiText[Part],
): UiText[Part] {
  return context.translatedText?.[part] ?? vietnamese;
}
