import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

/**
 * Code the page may need later (its dialogs and panels, the home page's sections below the first
 * screen, the other pages), fetched once the page's own code has run, one piece at a time while
 * the browser is idle. A page loaded online then keeps working when the phone loses its
 * connection: a tap on the search, the form's thank-you panel or a link to another page needs no
 * network for code (docs/performance.md#code-loaded-later).
 *
 * The document gets `data-code-ready` once everything asked for so far has loaded (or failed: a
 * part whose code failed fetches it again when it is needed).
 */
const waiting: (() => Promise<unknown>)[] = [];
let started = false;
let draining = false;

/**
 * Fetches the code of `load` (a dynamic import: a part, a section, some content) once the page is
 * idle; returns `load`. Every dynamic import of the site's code goes through it.
 */
export function fetchAheadOfNeed<T>(load: () => Promise<T>): () => Promise<T> {
  // The render server needs no code ahead of time.
  if (import.meta.env.SSR) return load;
  waiting.push(load);
  if (started) void drain();
  return load;
}

/** The page's code has run (the root layout's effect): start fetching; returns the function that stops. */
export function startFetchingAheadOfNeed() {
  started = true;
  void drain();
  return () => {
    started = false;
  };
}

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });

async function drain() {
  if (draining) return;
  draining = true;
  delete document.documentElement.dataset.codeReady;
  while (started && waiting.length) {
    await idle();
    // Stopped meanwhile (the page's root unmounted: only ever in tests).
    if (!started) break;
    await waiting.shift()?.().catch(() => undefined);
  }
  draining = false;
  if (started) document.documentElement.dataset.codeReady = '';
}

/** Every page's code too (a link followed offline then works), unless the visitor asked to save data. */
export function fetchPagesAheadOfNeed(router: AnyRouter) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  for (const route of Object.values(router.routesById) as AnyRoute[]) fetchAheadOfNeed(async () => router.loadRouteChunk(route));
}
