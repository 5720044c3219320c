import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { server } from '@mocks/node';
import { apiTimeoutMs, createApiClient, getJson } from './api-client';
import { ApiError, isAbortError } from './api-error';
import { expectConsoleErrors, failedRequestLogs } from '../../../tests/setup/console-guard';
import { isApiFailure } from './api-failure';

const pingSchema = z.object({ ok: z.boolean(), count: z.number() });
const client = createApiClient('');

function answer(body: unknown, init?: ResponseInit) {
  server.use(http.get('*/api/v1/ping', () => HttpResponse.json(body as object, init)));
}

/** Records every request the page sends, then lets it through to the fake backend. */
function recordRequests() {
  const sent: Request[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    return realFetch(request);
  });
  return sent;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** Read as the API's failure, not a bug: the ApiError, and the plain Error with its message the browser gets from the render server. */
function expectApiFailure(error: unknown) {
  expect(isApiFailure(error)).toBe(true);
  expect(isApiFailure(new Error((error as Error).message))).toBe(true);
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('API client', () => {
  it('sends GETs to /api/v1 with credentials, JSON accept and search params', async () => {
    answer({ ok: true, count: 2 });
    const sent = recordRequests();
    await expect(getJson(client, 'ping', pingSchema, { searchParams: { current: 2, category: 'a b' } })).resolves.toEqual({ ok: true, count: 2 });
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!.url);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/v1/ping');
    expect(url.searchParams.get('current')).toBe('2');
    expect(url.searchParams.get('category')).toBe('a b');
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.credentials).toBe('include');
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
  });

  it('uses the configured API origin', async () => {
    server.use(http.get('https://api.example.test/api/v1/ping', () => HttpResponse.json({ ok: true, count: 1 })));
    const sent = recordRequests();
    await getJson(createApiClient('https://api.example.test/'), 'ping', pingSchema);
    expect(sent[0]!.url).toBe('https://api.example.test/api/v1/ping');
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header', async () => {
    answer({ ok: true, count: 1 });
    document.cookie = 'XSRF-TOKEN=t%C3%B4ken-123; path=/';
    const sent = recordRequests();
    await getJson(client, 'ping', pingSchema);
    expect(sent[0]!.headers.get('x-xsrf-token')).toBe('tôken-123');
  });

  it.each([
    ['a broken percent-escape', '%E0%A4%A'],
    ['raw characters outside Latin-1', 'tiếng'],
    ['an escape that decodes outside Latin-1', 'ti%E1%BA%BFng'],
    ['an escaped line break', 'abc%0D%0Ax-evil: 1'],
  ])('still sends the request, without the XSRF header, when the cookie holds %s', async (_, value) => {
    answer({ ok: true, count: 1 });
    // Seen by the page's script only: happy-dom would put a raw cookie in the request's Cookie
    // header, which Node's HTTP client refuses (a browser sends it as it is).
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(`XSRF-TOKEN=${value}`);
    const sent = recordRequests();
    await expect(getJson(client, 'ping', pingSchema)).resolves.toEqual({ ok: true, count: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.has('x-xsrf-token')).toBe(false);
  });

  it('sends no XSRF header when there is no cookie', async () => {
    answer({ ok: true, count: 1 });
    const sent = recordRequests();
    await getJson(client, 'ping', pingSchema);
    expect(sent[0]!.headers.has('x-xsrf-token')).toBe(false);
  });

  it('waits ten minutes by default, and turns a timeout into an ApiError', async () => {
    expect(apiTimeoutMs).toBe(600_000);
    server.use(http.get('*/api/v1/ping', async () => {
      await delay(300);
      return HttpResponse.json({ ok: true, count: 1 });
    }));
    const error = await failure(getJson(createApiClient('', { timeout: 50 }), 'ping', pingSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
    expectApiFailure(error);
  });

  it('lets an abort through as an abort, not an error to show', async () => {
    server.use(http.get('*/api/v1/ping', async () => {
      await delay(200);
      return HttpResponse.json({ ok: true, count: 1 });
    }));
    const controller = new AbortController();
    const call = getJson(client, 'ping', pingSchema, { signal: controller.signal });
    controller.abort();
    const error = await failure(call);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isApiFailure(error)).toBe(false);
  });

  it.each([
    [404, true],
    [500, false],
    [401, false],
  ])('maps HTTP %i to an ApiError with its status', async (status, notFound) => {
    expectConsoleErrors(failedRequestLogs);
    answer({ message: 'nope' }, { status });
    const error = (await failure(getJson(client, 'ping', pingSchema))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(error.isNotFound).toBe(notFound);
    expectApiFailure(error);
  });

  it('maps a network failure to an ApiError', async () => {
    expectConsoleErrors(failedRequestLogs);
    server.use(http.get('*/api/v1/ping', () => HttpResponse.error()));
    const error = (await failure(getJson(client, 'ping', pingSchema))) as ApiError;
    expect(error.kind).toBe('network');
    expectApiFailure(error);
  });

  it('rejects an answer that is not JSON', async () => {
    server.use(http.get('*/api/v1/ping', () => new HttpResponse('<html>proxy error</html>', { headers: { 'Content-Type': 'text/html' } })));
    const error = (await failure(getJson(client, 'ping', pingSchema))) as ApiError;
    expect(error.kind).toBe('invalid-response');
    expectApiFailure(error);
  });

  it('rejects JSON of the wrong shape, naming where it is wrong', async () => {
    answer({ ok: 'yes', count: 1 });
    const error = (await failure(getJson(client, 'ping', pingSchema))) as ApiError;
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('at ok');
    expectApiFailure(error);
  });

  it("does not take the site's own bugs for the API's failures", () => {
    expect(isApiFailure(new TypeError("Cannot read properties of undefined (reading 'news')"))).toBe(false);
    expect(isApiFailure(new Error('Invariant failed: 500 from nowhere'))).toBe(false);
    expect(isApiFailure('500 from news')).toBe(false);
  });
});
