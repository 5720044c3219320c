import type { RequestHandler } from 'msw';
import { emailHandlers } from './email';
import { newsHandlers } from './news';

/** Every handler of the fake backend: the browser worker, Node tests and the HTTP server share them. */
export const handlers: RequestHandler[] = [...newsHandlers, ...emailHandlers];
