import type { RequestHandler } from 'msw';

/** Every handler of the fake backend: the browser worker, Node tests and the HTTP server share them. */
export const handlers: RequestHandler[] = [];
