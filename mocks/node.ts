import { setupServer } from 'msw/node';
import { seedDatabase } from './db/node-seed';
import { handlers } from './handlers';
import { setLatency } from './scenario';

/** The fake backend inside Node (component tests): answers at once, seeded like the browser's. */
seedDatabase();
setLatency(0);

export const server = setupServer(...handlers);
