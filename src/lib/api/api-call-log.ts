import { HTTPError, NetworkError, TimeoutError, type KyInstance } from 'ky';
import { ApiError } from './api-error';
import { renderSignal } from '@/lib/render-signal';

// The render server's only: api-client.ts calls these under `import.meta.env.SSR`.

/** The API's origin of each client made on the render server (API_BASE_URL, without trailing slashes). */
const origins = new WeakMap<KyInstance, string>();

export function rememberServerClient(client: KyInstance, origin: string) {
  origins.set(client, origin);
}

/** The most specific word for a failed connection: Node's code (ECONNREFUSED, ENOTFOUND, …) under fetch's "fetch failed". */
function connectionFailure(error: Error): string {
  for (let cause: unknown = error.cause; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string') return code;
    if (!(cause.cause instanceof Error)) return cause.message;
  }
  return error.message;
}

/** What went wrong, in a few words: a status, an error's code or name, or what was wrong with the answer. */
function failureReason(error: unknown): string {
  if (error instanceof HTTPError) return `HTTP ${error.response.status}`;
  if (error instanceof TimeoutError) return 'TimeoutError';
  if (error instanceof NetworkError) return connectionFailure(error);
  if (error instanceof ApiError) return error.kind === 'too-large' ? error.message.replace(/ from .*/, '') : error.message;
  if (error instanceof SyntaxError) return 'not JSON';
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** A GET's address as ky sends it (createApiClient's prefix, the path, the search parameters). */
function callUrl(client: KyInstance, path: string, searchParams: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(searchParams).map(([key, value]) => [key, String(value)])).toString();
  return `${origins.get(client) ?? ''}/api/v1/${path}${query ? `?${query}` : ''}`;
}

/** `news/<id>`, one article: its 404 (or 400) is the API's answer that there is no such article. */
const oneArticle = /^news\/(?!hot$|related\/)[^/]+$/;

/**
 * The render server's one line for a call to the API that failed (getJson): its news pages answer
 * 503, and this says why. Not logged: a call given up with its render (the visitor left, or the
 * render passed its deadline, which src/server.ts logs); an article the API does not have, which is
 * the not-found page (load-article.ts), not a failure; and a demo's, whose fake backend fails on
 * purpose in the scenarios its visitors pick.
 */
export function logFailedCall(
  client: KyInstance,
  path: string,
  searchParams: Record<string, string | number> | undefined,
  error: unknown,
  startedAt: number,
) {
  if (import.meta.env.VITE_ENABLE_MOCKS === 'true' || renderSignal()?.aborted) return;
  if (error instanceof HTTPError && [400, 404].includes(error.response.status) && oneArticle.test(path)) return;
  const ms = Math.round(performance.now() - startedAt);
  console.error(`API GET ${callUrl(client, path, searchParams)} failed: ${failureReason(error)} after ${ms} ms`);
}
