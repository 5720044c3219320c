import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetFakeBackend, server } from '../../mocks/node';

// Any request no handler answers fails the test that made it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetFakeBackend();
  cleanup();
  window.localStorage.clear();
});
afterAll(() => server.close());
