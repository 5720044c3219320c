import { Workbox } from 'workbox-window';
import { newVersionTookOver, newVersionWaiting } from './new-version';

/** How often an open tab asks the server whether a new deploy's worker is there. */
export const updateCheckMs = 60 * 60 * 1000;

/**
 * Registers the production site's service worker (scripts/vite/service-worker.ts) with
 * workbox-window: the worker keeps the site's pages and files so that they open offline. The first
 * visit's worker takes the page at once; a later deploy's waits until the page's next navigation
 * (new-version.ts). A tab that only navigates client-side learns of a deploy when it is shown again
 * and every hour. Not on a phone that asked to save data: the worker would fetch every page and
 * picture of the site.
 */
export async function registerServiceWorker() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (!('serviceWorker' in navigator) || connection?.saveData) return;
  const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`);
  // A new deploy's worker, installed while another controls the page (found by this tab or another).
  const waits = (worker: ServiceWorker) => {
    if (navigator.serviceWorker.controller) newVersionWaiting({ worker, askToTakeOver: () => workbox.messageSkipWaiting() });
  };
  // At once when it has installed: Workbox's own 'waiting' comes 200 ms later (for workers that skip
  // waiting, which this one does not), and a tap meanwhile would stay on the old build.
  workbox.addEventListener('installed', ({ sw }) => sw && waits(sw));
  workbox.addEventListener('waiting', ({ sw }) => sw && waits(sw));
  // A page that had a worker when it registered and gets another runs the old build's code.
  workbox.addEventListener('controlling', ({ isUpdate }) => {
    if (isUpdate) newVersionTookOver();
  });
  const registration = await workbox.register({ immediate: true });
  // Workbox tells of a worker found waiting, not of one still installing when the page registered
  // (a deploy the browser found as this page loaded, still keeping its files).
  const installing = registration?.installing;
  installing?.addEventListener('statechange', () => installing.state === 'installed' && waits(installing));

  // Offline, or the server down: the next check asks again.
  const checkForUpdate = () => void workbox.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  setInterval(checkForUpdate, updateCheckMs);
}
