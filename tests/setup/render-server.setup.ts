// The build tests ask the built render server for pages (tests/build/built-site.ts): its API is
// the fake backend, answered in this process; a request no handler answers fails the test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetFakeBackend, server } from '../../mocks/node';
import { fakeBackendUrl } from '../e2e/servers';

process.env.API_BASE_URL = fakeBackendUrl;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(resetFakeBackend);
afterAll(() => server.close());
