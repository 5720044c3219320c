// First: React's own chunk, evaluated before the rest (see the module).
import { StrictMode, hydrateRoot, startTransition } from './hydrate-react';
import { StartClient } from '@tanstack/react-start/client';
import { isApiFailure } from './lib/api/api-failure';
import { tidyArrivalUrl } from './lib/canonical-path';
import { isCodeLoadFailure, keepPageWhenCodeFails } from './lib/code-load-failures';
import { locales } from './i18n/locale';
import { loadWordsForRender } from './i18n/translated-text';

/** Hydrates the page the server rendered: the page's code, which src/client.tsx loads. */
async function startMockBackend() {
  // A literal check so production builds drop the mocks (and msw) entirely.
  if (import.meta.env.VITE_ENABLE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker(import.meta.env.BASE_URL, { showPanel: import.meta.env.DEV });
}

/**
 * What React does with an error a route's error state caught (a loader's, or the render server's
 * handed over with the page): it logs it. A failed call to the API, or code that could not load
 * (offline), is no bug, and the page already says so; anything else is logged, as React would.
 */
function onCaughtError(error: unknown) {
  if (!isApiFailure(error) && !isCodeLoadFailure(error)) console.error(error);
}

/**
 * Production's service worker (a demo's fake backend is msw's worker, which holds the scope: it
 * registers nothing else), registered once the page has hydrated and the browser is idle: its code
 * is not part of the first load.
 */
function registerServiceWorkerWhenIdle() {
  if (import.meta.env.DEV || import.meta.env.VITE_ENABLE_MOCKS === 'true') return;
  // Without a worker (a browser that refuses it) the site works as it does online: nothing to say.
  const register = () =>
    void import('./features/offline/register-service-worker')
      .then((module) => module.registerServiceWorker())
      .catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1000);
}

async function start() {
  keepPageWhenCodeFails();
  // The page is already painted; the fake backend only has to be up before the app asks it for news.
  // An English page's shell words (its heads read them as the router hydrates; its other words load
  // as the parts that show them hydrate).
  const locale = locales.find((each) => each === document.documentElement.lang);
  await Promise.all([startMockBackend(), locale && loadWordsForRender(locale, false)]);
  // Hydrating as a transition lets React yield to the browser every few milliseconds: a slow phone's
  // main thread is never held in one long task, and a tap meanwhile hydrates what was tapped first.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
      { onCaughtError },
    );
  });
  registerServiceWorkerWhenIdle();
}

// An address the page is not at (capitals) loads the page it names instead, and the not-found page
// of a path no page can have stays as the server wrote it: nothing starts on either.
if (tidyArrivalUrl() === 'stays') await start();
