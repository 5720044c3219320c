// The build tests ask the built render server for pages (tests/build/built-site.ts): its API is
// the fake backend, answered in this process; a request no handler answers fails the test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { pinServeDay } from '../../mocks/db/serve-day';
import { fakeBackendDay, fakeBackendUrl } from '../e2e/servers';

// The news is dated back from this day, not from the day the tests run (before the fake backend seeds).
pinServeDay(fakeBackendDay);
const { resetFakeBackend, server } = await import('../../mocks/node');

process.env.API_BASE_URL = fakeBackendUrl;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(resetFakeBackend);
afterAll(() => server.close());
