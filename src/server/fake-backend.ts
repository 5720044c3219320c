import { setupServer } from 'msw/node';
import { seedDatabase } from '@mocks/db/node-seed';
import { handlers } from '@mocks/handlers';
import { setLatency } from '@mocks/scenario';

/**
 * A demo build's render server answers the news API from the fake backend, in this process (the
 * same handlers and seed as the browser's). It answers at once: the page is sent when rendered.
 */
export function startFakeBackend() {
  seedDatabase();
  setLatency(0);
  setupServer(...handlers).listen({ onUnhandledFrame: 'bypass' });
}
