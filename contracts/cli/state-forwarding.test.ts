// contracts:verify --states-url: Pact JS state handlers that forward to the backend's endpoint.
import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { createStateForwarding } from './state-forwarding';

const url = 'http://localhost:8080/_pact/provider-states';

function fakeFetch(answer: (body: unknown) => { status: number; body?: string }) {
  const calls: unknown[] = [];
  const impl: typeof fetch = (_input, init) => {
    if (typeof init?.body !== 'string') throw new Error('the state change is sent as JSON text');
    const body: unknown = JSON.parse(init.body);
    calls.push(body);
    const { status, body: text = '' } = answer(body);
    return Promise.resolve(new Response(text || null, { status, statusText: status === 404 ? 'Not Found' : '' }));
  };
  return { impl, calls };
}

function filter(forwarding: ReturnType<typeof createStateForwarding>, req: Partial<Request>) {
  const next = vi.fn();
  const res = { status: vi.fn().mockReturnThis(), json: vi.fn().mockReturnThis() };
  forwarding.requestFilter(req as Request, res as unknown as Response, next);
  return { next, res };
}

describe('provider states forwarded to --states-url', () => {
  it('POSTs {state, params, action} for any state name, and hands a JSON object answer back to Pact', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: '{"id":"6542f0c1a9b3c2d4e5f60718"}' }));
    const forwarding = createStateForwarding(url, fetch.impl);
    await expect(forwarding.stateHandlers['an article exists']!.setup({ id: 'x' })).resolves.toEqual({ id: '6542f0c1a9b3c2d4e5f60718' });
    await expect(forwarding.stateHandlers['a state from a broker pact']!.teardown()).resolves.toEqual({ id: '6542f0c1a9b3c2d4e5f60718' });
    expect(fetch.calls).toEqual([
      { state: 'an article exists', params: { id: 'x' }, action: 'setup' },
      { state: 'a state from a broker pact', params: {}, action: 'teardown' },
    ]);
    expect(forwarding.failures).toEqual([]);
  });

  it('an empty or non-JSON answer injects nothing', async () => {
    const forwarding = createStateForwarding(url, fakeFetch(() => ({ status: 204 })).impl);
    await expect(forwarding.stateHandlers.s!.setup()).resolves.toBeUndefined();
  });

  it('a failed set-up is recorded, and the request that follows it is refused instead of sent to the backend', async () => {
    const forwarding = createStateForwarding(url, fakeFetch(() => ({ status: 404, body: 'no such route' })).impl);
    await expect(forwarding.stateHandlers['no articles exist']!.setup()).rejects.toThrow(`POST ${url} answered 404 Not Found (no such route)`);
    expect(forwarding.failures).toEqual([{ state: 'no articles exist', action: 'setup', reason: `POST ${url} answered 404 Not Found (no such route)` }]);

    // A second state's set-up call passes through to the state handler...
    expect(filter(forwarding, { method: 'POST', body: { state: 'other', action: 'setup' } }).next).toHaveBeenCalled();
    // ...the request for the backend is refused...
    const refused = filter(forwarding, { method: 'GET', body: {} });
    expect(refused.next).not.toHaveBeenCalled();
    expect(refused.res.status).toHaveBeenCalledWith(500);
    expect(refused.res.json).toHaveBeenCalledWith({ error: "Not sent to the backend: provider state 'no articles exist' was not set up." });
    // ...and the next interaction's request goes through.
    expect(filter(forwarding, { method: 'GET', body: {} }).next).toHaveBeenCalled();
  });

  it('a tear-down ends the interaction: a set-up failure does not carry over to the next one', async () => {
    const forwarding = createStateForwarding(url, fakeFetch(() => ({ status: 500 })).impl);
    await expect(forwarding.stateHandlers.s!.setup()).rejects.toThrow('answered 500');
    expect(filter(forwarding, { method: 'POST', body: { state: 's', action: 'teardown' } }).next).toHaveBeenCalled();
    expect(filter(forwarding, { method: 'GET', body: {} }).next).toHaveBeenCalled();
  });

  it('an unreachable endpoint is reported by its error code', async () => {
    const refused: typeof fetch = () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    const forwarding = createStateForwarding(url, refused);
    await expect(forwarding.stateHandlers.s!.setup()).rejects.toThrow(`POST ${url} failed: ECONNREFUSED`);
  });
});
