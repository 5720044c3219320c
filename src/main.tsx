import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { tidyArrivalUrl } from './lib/canonical-path';
import { reloadOnStaleChunks } from './lib/stale-chunks';
import { createAppRouter } from './router';

async function startMockBackend() {
  // A literal check so production builds drop the mocks (and msw) entirely.
  if (import.meta.env.VITE_ENABLE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker(import.meta.env.BASE_URL, { showPanel: import.meta.env.DEV });
}

async function start() {
  // The prerendered page is already on screen; the fake backend only has to be up before the app
  // asks it for news.
  await startMockBackend();

  reloadOnStaleChunks();
  const router = createAppRouter();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');

  // A prerendered page carries the router's state (`$_TSR`) and is hydrated; the app shell (dynamic
  // routes such as a news article, and the dev server) is rendered from scratch.
  if ('$_TSR' in window) {
    // The page is already painted (src/boot.ts). Running this code and hydrating are kept in
    // separate tasks, and hydrating as a transition lets React yield to the browser every few
    // milliseconds: a slow phone's main thread is never held in one long task (a tap meanwhile is
    // handled first: React hydrates what was tapped at once).
    await new Promise((resolve) => setTimeout(resolve));
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          <App>
            <RouterClient router={router} />
          </App>
        </StrictMode>,
      );
    });
  } else {
    createRoot(rootElement).render(
      <StrictMode>
        <App>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  }
}

// An address the page is not at (capitals) loads the page it names instead; nothing starts here.
if (tidyArrivalUrl() === 'stays') await start();
