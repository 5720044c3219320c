import { redirect, type ParsedLocation } from '@tanstack/react-router';

/**
 * A new deploy's service worker, as this page knows it (register-service-worker.ts): `waiting`
 * once it has kept the new build's files and waits to take over, `taken over` once it controls
 * the page (this tab asked it to, or another did). The page's own code is then the old build's, so
 * its next navigation loads the new build's page as a whole document rather than a route chunk the
 * new build no longer has (docs/decisions.md#offline).
 */
interface WaitingVersion {
  worker: ServiceWorker;
  /** Tells it to take over (Workbox's generated worker skips waiting on a message). */
  askToTakeOver: () => void;
}

let waiting: WaitingVersion | undefined;
let takenOver = false;

export function newVersionWaiting(version: WaitingVersion) {
  waiting = version;
}

export function newVersionTookOver() {
  takenOver = true;
}

/** How long a navigation waits for the new worker before it loads the document anyway. */
export const takeOverWaitMs = 3000;

/**
 * Asks the waiting worker to take over and resolves once it controls the page, or once it cannot
 * (a newer deploy's worker replaced it) or has not within `takeOverWaitMs`: a document load is
 * consistent whichever worker answers it, and a navigation must never hang.
 */
function takeOver({ worker, askToTakeOver }: WaitingVersion) {
  return new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve());
    worker.addEventListener('statechange', () => {
      if (worker.state === 'redundant') resolve();
    });
    setTimeout(resolve, takeOverWaitMs);
    askToTakeOver();
  });
}

/**
 * The root route's `beforeLoad` in the browser: with a new version waiting or in control, the
 * navigation to `location` becomes a document load of the new build. Not for a link's preload.
 */
export async function loadNewVersion({ location, preload }: { location: ParsedLocation; preload: boolean }) {
  if (preload || (!takenOver && !waiting)) return;
  if (!takenOver && waiting) {
    await takeOver(waiting);
    // A document load started before the new worker took over can hang in Chromium: touching a link
    // warms the old worker up, which holds the new one back until the load reaches the old one, and
    // the old one is then stopped under it (tests/server/new-deploy.spec.ts, traced on a busy machine).
    // The page is still here when the new one takes over: it loads the document again, from it.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.assign(location.publicHref));
  }
  throw redirect({ href: location.publicHref, reloadDocument: true });
}
