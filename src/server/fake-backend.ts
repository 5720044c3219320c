import { AsyncLocalStorage } from 'node:async_hooks';
import { setupServer } from 'msw/node';
import { seedDatabase } from '@mocks/db';
import { pinServeDay } from '@mocks/db/serve-day';
import { handlers } from '@mocks/handlers';
import { isScenario, readScenarioFrom, setLatency, scenarioCookie, type Scenario } from '@mocks/scenario';
import { leaveNewsPagesToBrowserWhen } from '@/lib/news-page-ssr';

const scenarioOfPage = new AsyncLocalStorage<Scenario>();

/**
 * A demo build's render server answers the news API from the fake backend, in this process (the
 * same handlers and seed as the browser's). It answers at once, but for the slow scenario, whose
 * news pages it leaves to the browser: their loading state at once, then the browser's worker
 * answers them (src/lib/news-page-ssr.ts).
 */
export function startFakeBackend() {
  // The build's browser half reads the same value: the pages rendered here and its worker date the news alike.
  pinServeDay(import.meta.env.VITE_MOCK_TODAY, 'VITE_MOCK_TODAY');
  seedDatabase({ imageBase: import.meta.env.BASE_URL });
  setLatency(0);
  readScenarioFrom(() => scenarioOfPage.getStore());
  leaveNewsPagesToBrowserWhen(() => scenarioOfPage.getStore() === 'slow');
  setupServer(...handlers).listen({ onUnhandledFrame: 'bypass' });
}

/** The scenario a page asks for: `?mock=<scenario>`, or the one its visitor chose before (a cookie). */
export function scenarioOf(request: Request): Scenario {
  const fromUrl = new URL(request.url).searchParams.get('mock');
  if (isScenario(fromUrl)) return fromUrl;
  const cookie = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${scenarioCookie}=([\\w-]+)`))?.[1];
  return isScenario(cookie) ? cookie : 'normal';
}

/** Renders the page with the fake backend in the scenario its visitor chose, as their browser does. */
export function withScenario<T>(scenario: Scenario, render: () => T): T {
  return scenarioOfPage.run(scenario, render);
}
