import { useRouter } from '@tanstack/react-router';
import { load, visible } from '@tanstack/react-start/hydration';
import { useState } from 'react';
import { replayEarlyInput } from './early-input';

// The hydration of a page's sections below the first screen (DeferredSection.tsx).

const nearScreen = visible({ rootMargin: '50% 0px' });

/**
 * When a page's deferred sections hydrate: near the screen when they came as the server's HTML; at
 * once (`load()`) when the page is rendered in the browser (reached from another page, or in the app
 * shell), as Start 1.169's `visible()` would wait for each to come into view though there is
 * nothing to keep, and a link to the page's form would find it missing. Decided as the page first
 * renders (reached from another page, the router has not yet resolved the new address), and never
 * again.
 *
 * The page must make its deferred sections once (`useMemo`): a section still waiting to hydrate
 * that is rendered again (a tap on a link to the page's own '#…' re-renders the route) makes React
 * drop its server HTML, and the section is gone until its code comes.
 */
export function useDeferredHydration() {
  const router = useRouter();
  const [when] = useState(() => {
    if (typeof document === 'undefined') return nearScreen;
    const { location, resolvedLocation } = router.state;
    const navigated = resolvedLocation !== undefined && resolvedLocation.href !== location.href;
    return !navigated && document.querySelector('[data-deferred]') !== null ? nearScreen : load();
  });
  return when;
}

/** The section is there and answers input: its wrapper says so, and what was tapped in it is replayed. */
export function sectionHydrated(name: string) {
  document.querySelector(`[data-deferred="${name}"]`)?.setAttribute('data-ready', 'true');
  void replayEarlyInput();
}

