import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiError } from '@/lib/api/api-error';
import { provideApiRefusal } from '@/lib/render-signal';

/**
 * The most a rendered answer may weigh. The API's text is capped where it is read
 * (src/lib/api/news.schemas.ts), so a page of the largest article stays well under this; it is
 * the last bound, should anything else grow a page (docs/deploy.md#the-render-server).
 */
const maxPageBytes = 4 * 1024 * 1024;

export class PageTooLargeError extends Error {
  constructor(url: string, limit: number) {
    super(`Page over ${limit} bytes: ${url}`);
    this.name = 'PageTooLargeError';
  }
}

/**
 * `response` with its body read to the last byte, so that the render's deadline and its turn in
 * the queue cover writing the page, not only starting it. Past `maxBytes` the reading stops and
 * the render is cancelled; so it is when `signal` aborts.
 */
export async function wholePage(response: Response, url: string, signal: AbortSignal, maxBytes = maxPageBytes): Promise<Response> {
  if (!response.body) return response;
  const reader = response.body.getReader();
  const stop = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        stop();
        throw new PageTooLargeError(url, maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  signal.throwIfAborted();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(Buffer.concat(chunks, size), { status: response.status, statusText: response.statusText, headers });
}

const refusals = new AsyncLocalStorage<Error>();
provideApiRefusal(() => refusals.getStore());

/**
 * `render()`'s page read whole (`wholePage`); past the byte limit, rendered once more as if the
 * news API had failed (its calls refused with a `too-large` ApiError), which makes the page its
 * error state (503, to be asked again; nginx answers its kept copy): never a crash, never a page
 * of megabytes.
 */
export async function renderWithinLimit(render: () => Response | Promise<Response>, url: string, signal: AbortSignal, maxBytes = maxPageBytes): Promise<Response> {
  try {
    return await wholePage(await render(), url, signal, maxBytes);
  } catch (error) {
    if (!(error instanceof PageTooLargeError)) throw error;
    console.error(error.message);
    const refusal = new ApiError('too-large', error.message);
    return wholePage(await refusals.run(refusal, render), url, signal, maxBytes);
  }
}
