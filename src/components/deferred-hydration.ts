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
 * renders, from the document, and never again: home is the one page with such sections, so any in
 * the document as it first renders are its own, from the server.
 *
 * Nothing may render a section again while it waits to hydrate: given new props or a new context
 * value, React drops its server HTML, and the section is empty until it comes near the screen. So a
 * page makes its deferred sections once (`useMemo`), and the providers above every page are rendered
 * once (src/app.tsx; a link to home's own '#chuong-trinh-hoc' emptied every section when they were not).
 */
export function useDeferredHydration() {
  const [when] = useState(() => (typeof document === 'undefined' || document.querySelector('[data-deferred]') !== null ? nearScreen : load()));
  return when;
}

/** The section is there and answers input: its wrapper says so, and what was tapped in it is replayed. */
export function sectionHydrated(name: string) {
  document.querySelector(`[data-deferred="${name}"]`)?.setAttribute('data-ready', 'true');
  void replayEarlyInput();
}
