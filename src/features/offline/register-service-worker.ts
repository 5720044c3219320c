import { newVersionTookOver, newVersionWaiting } from './new-version';

/**
 * Registers the production site's service worker (scripts/vite/service-worker.ts), which keeps
 * the site's pages and files so that they open offline. The first visit's worker takes the page at
 * once; a later deploy's waits until the page's next navigation (new-version.ts). Not on a phone
 * that asked to save data: the worker would fetch every page and picture of the site.
 */
export async function registerServiceWorker() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (!('serviceWorker' in navigator) || connection?.saveData) return;
  const container = navigator.serviceWorker;
  // A page that had a worker when it loaded and gets another runs the old build's code.
  const hadWorker = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (hadWorker) newVersionTookOver();
  });
  const registration = await container.register(`${import.meta.env.BASE_URL}sw.js`);
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const waitingWhenInstalled = () => {
      // Installed while another worker controls the page: a new deploy's, waiting.
      if (worker.state === 'installed' && container.controller) newVersionWaiting(worker);
    };
    waitingWhenInstalled();
    worker.addEventListener('statechange', waitingWhenInstalled);
  };
  watch(registration.waiting ?? registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}
