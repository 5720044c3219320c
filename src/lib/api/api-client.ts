import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiError, isAbortError } from './api-error';
import { fetchWithSizeLimit, maxAnswerBytes } from './answer-size';
import { logFailedCall, rememberServerClient } from './api-call-log';

/** docs/product.md#api-calls: the backend may take up to ten minutes. */
export const apiTimeoutMs = 10 * 60 * 1000;
const xsrfCookieName = 'XSRF-TOKEN';
const xsrfHeaderName = 'X-XSRF-TOKEN';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  if (!entry) return undefined;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

/** Headers.set throws on anything but Latin-1 and on control characters such as line breaks. */
const headerSafe = /^[\t\x20-\x7e\x80-\xff]+$/;

/** The XSRF token to echo, or undefined when the cookie is missing or cannot be sent as a header. */
function readXsrfToken(): string | undefined {
  const token = readCookie(xsrfCookieName);
  return token && headerSafe.test(token) ? token : undefined;
}

/**
 * The one HTTP client for `/api/v1`: credentials included, JSON, a ten-minute timeout, the
 * XSRF-TOKEN cookie echoed in the X-XSRF-TOKEN header, and no redirect followed (the API answers
 * where it is asked; a redirect elsewhere is a network error), no answer past `maxBytes` once decoded.
 * `baseUrl` is the API's origin ('' = ours); `fetch` the one it calls (the render server's aborts
 * with the request it renders for).
 */
export function createApiClient(
  baseUrl: string,
  { timeout = apiTimeoutMs, maxBytes = maxAnswerBytes, fetch }: { timeout?: number; maxBytes?: number; fetch?: typeof globalThis.fetch } = {},
): KyInstance {
  const origin = baseUrl.replace(/\/+$/, '');
  const client = ky.create({
    prefix: `${origin}/api/v1`,
    credentials: 'include',
    redirect: 'error',
    timeout,
    retry: 0,
    fetch: fetchWithSizeLimit(maxBytes, fetch),
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = readXsrfToken();
          if (token) request.headers.set(xsrfHeaderName, token);
        },
      ],
    },
  });
  // The render server's code only (import.meta.env.SSR is false in the browser's build, which drops it).
  if (import.meta.env.SSR) rememberServerClient(client, origin);
  return client;
}

/**
 * GETs `path` and checks the answer against `schema`. Aborts pass through untouched (callers
 * ignore them); every other failure becomes an `ApiError`, and on the render server is logged in
 * one line (api-call-log.ts).
 */
export async function getJson<T>(
  client: KyInstance,
  path: string,
  schema: StandardSchemaV1<unknown, T>,
  options: { searchParams?: Record<string, string | number>; signal?: AbortSignal } = {},
): Promise<T> {
  const startedAt = import.meta.env.SSR ? performance.now() : 0;
  let body: unknown;
  try {
    body = await client.get(path, { searchParams: options.searchParams, signal: options.signal }).json();
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (import.meta.env.SSR) logFailedCall(client, path, options.searchParams, error, startedAt);
    if (error instanceof ApiError) throw error;
    if (error instanceof HTTPError) {
      throw new ApiError('http', `${error.response.status} from ${path}`, { status: error.response.status });
    }
    // ky's errors hold the whole request and response; only the kind and message are kept.
    if (error instanceof TimeoutError) throw new ApiError('timeout', `Timed out: ${path}`);
    if (error instanceof SyntaxError) throw new ApiError('invalid-response', `Not JSON: ${path}`);
    throw new ApiError('network', `Network error: ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = await schema['~standard'].validate(body);
  if (result.issues) {
    const where = result.issues[0]?.path?.map((key) => (typeof key === 'object' ? key.key : key)).join('.') ?? '';
    const error = new ApiError('invalid-response', `Unexpected answer from ${path} at ${where}: ${result.issues[0]?.message}`);
    if (import.meta.env.SSR) logFailedCall(client, path, options.searchParams, error, startedAt);
    throw error;
  }
  return result.value;
}
