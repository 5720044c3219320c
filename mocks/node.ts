import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The fake backend inside Node (component tests). */
export const server = setupServer(...handlers);
