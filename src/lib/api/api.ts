import { createIsomorphicFn } from '@tanstack/react-start';
import { createApiClient } from './api-client';
import { env } from '@/lib/env';
import { apiRefusal, renderSignal } from '@/lib/render-signal';

/**
 * The render server waits at most this long for the API: past it, the page answers its error state
 * (503, to be asked again) rather than keep a visitor or a crawler waiting (docs/deploy.md).
 */
const serverApiTimeoutMs = 2000;

/** Any origin: a demo build's render server answers the API from its fake backend (src/server/fake-backend.ts). */
const fakeBackendOrigin = 'http://fake-backend.localhost';

/** Read when the render server starts, not when it is built: `API_BASE_URL`, the news API's origin. */
function serverApiBaseUrl() {
  const { process } = globalThis as { process?: { env: Record<string, string | undefined> } };
  const configured = process?.env.API_BASE_URL?.trim();
  if (configured) return configured;
  return import.meta.env.VITE_ENABLE_MOCKS === 'true' ? fakeBackendOrigin : '';
}

/** fetch, aborted also with the request the render server renders for (its visitor left, or its deadline passed), refused when the render server says so (render-signal.ts). */
const fetchForRender: typeof fetch = (input, init) => {
  const refused = apiRefusal();
  if (refused) return Promise.reject(refused);
  const signals = [init?.signal ?? (input instanceof Request ? input.signal : undefined), renderSignal()].filter((signal) => signal != null);
  return fetch(input, { ...init, signal: AbortSignal.any(signals) });
};

/**
 * The site's client for the news API. In the browser: `VITE_API_BASE_URL`, set at build time ('' =
 * the site's own origin). On the render server: `API_BASE_URL`, read at run time.
 */
export const apiClient = createIsomorphicFn()
  .server(() => createApiClient(serverApiBaseUrl(), { timeout: serverApiTimeoutMs, fetch: fetchForRender }))
  .client(() => createApiClient(env.VITE_API_BASE_URL))();
