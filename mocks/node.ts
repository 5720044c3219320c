import { setupServer } from 'msw/node';
import { seedDatabase } from './db';
import { handlers } from './handlers';
import { sentEmails } from './handlers/email';
import { setLatency, setScenario } from './scenario';

/** The fake backend inside Node (component tests): answers at once, seeded like the browser's. */
seedDatabase();
setLatency(0);

export const server = setupServer(...handlers);

/**
 * Back to how every test starts (the Vitest set-up calls it after each test): no handler
 * overrides, the normal scenario, the seeded articles, no e-mail received.
 */
export function resetFakeBackend() {
  server.resetHandlers();
  setScenario('normal');
  seedDatabase();
  sentEmails.length = 0;
}
