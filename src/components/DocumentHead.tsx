import { Asset, useHydrated, useTags } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';

type Tag = ReturnType<typeof useTags>[number];

/**
 * A module preload the document leaves out: any but that of the page's script's helper (`boot`,
 * Vite's preload helper, 2 kB; scripts/vite/first-load-chunk.ts), which then comes beside the
 * script instead of one round trip after it.
 */
const isCodePreload = (tag: Tag) =>
  tag.tag === 'link' && tag.attrs?.rel === 'modulepreload' && !String(tag.attrs.href).includes('/boot-');

/** The development server's stylesheet of the page's routes (TanStack Start), in its server HTML only. */
const devStylesAttr = 'data-tanstack-router-dev-styles';
const isDevStyles = (tag: Tag) => tag.tag === 'link' && tag.attrs?.[devStylesAttr] === true;

/**
 * The routes' head tags, as the router's `HeadContent` renders them, less the code's preloads: the
 * page's code is fetched once the first screen has loaded (src/client.tsx). Preloaded, the code
 * shared a phone's slow link with the first-screen picture and held back its paint.
 *
 * As its development build does, the dev server's stylesheet goes once the page has hydrated: Vite's
 * own styles have come with the code by then, and they follow edits to the CSS.
 */
export function DocumentHead() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.querySelectorAll(`link[${devStylesAttr}]`).forEach((link) => link.remove());
  }, [hydrated]);
  const tags = useTags();
  const withoutDevStyles = hydrated && tags.some(isDevStyles);
  // The same elements while the tags are the same (the router keeps them so): hydrated, the page
  // would otherwise render each of its thirty-odd head tags again.
  return useMemo(
    () =>
      tags
        .filter((tag) => !isCodePreload(tag) && !(withoutDevStyles && isDevStyles(tag)))
        .map((tag) => <Asset key={`tsr-meta-${JSON.stringify(tag)}`} {...tag} />),
    [tags, withoutDevStyles],
  );
}
