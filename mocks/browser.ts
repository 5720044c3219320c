import { setupWorker } from 'msw/browser';
import { databaseFor, seedDatabase } from './db';
import { pinServeDay } from './db/serve-day';
import { handlers } from './handlers';
import { sentEmails } from './handlers/email';
import { isScenario, scenarioCookie, setScenario, type Scenario } from './scenario';
import { mountScenarioPanel } from './scenario-panel';

const storageKey = 'mock-scenario';

/** `?mock=<scenario>` on the page picks a scenario for the rest of the tab's session. */
function scenarioFromPage(): Scenario {
  const fromUrl = new URLSearchParams(window.location.search).get('mock');
  if (isScenario(fromUrl)) window.sessionStorage.setItem(storageKey, fromUrl);
  const stored = window.sessionStorage.getItem(storageKey);
  const scenario = isScenario(stored) ? stored : 'normal';
  // The render server renders the next pages with it too.
  document.cookie = `${scenarioCookie}=${scenario}; path=/; SameSite=Lax`;
  return scenario;
}

export async function startMockWorker(baseUrl: string, options: { showPanel: boolean }) {
  // The build's render server reads the same value: the page it rendered and this worker date the news alike.
  pinServeDay(import.meta.env.VITE_MOCK_TODAY, 'VITE_MOCK_TODAY');
  seedDatabase({ imageBase: baseUrl });
  const scenario = scenarioFromPage();
  setScenario(scenario);
  await databaseFor(scenario);

  // msw asks the browser to update its worker script on every start without waiting for the answer
  // (msw/browser getWorkerInstance). When the page is left meanwhile (the scenario panel reloads it),
  // the browser rejects that request with "Not found" and nobody handles it: nothing is lost, the
  // next page asks again, so it is not reported as the page's error.
  window.addEventListener('unhandledrejection', (event) => {
    const message: unknown = (event.reason as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && /^Failed to update a ServiceWorker .*: Not found$/.test(message)) event.preventDefault();
  });
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js` },
    // Fonts, images and scripts are the app's own files; only API calls need a handler.
    onUnhandledFrame: 'bypass',
    quiet: true,
  });

  // What the fake e-mail service received, for a look in the console (and browser tests).
  Object.assign(window, { fakeBackend: { sentEmails } });

  const urlAsksForPanel = new URLSearchParams(window.location.search).has('mock');
  if (options.showPanel || urlAsksForPanel || scenario !== 'normal') {
    mountScenarioPanel(scenario, (next) => {
      window.sessionStorage.setItem(storageKey, next);
      const url = new URL(window.location.href);
      url.searchParams.set('mock', next);
      window.location.replace(url);
    });
  }
  return worker;
}
