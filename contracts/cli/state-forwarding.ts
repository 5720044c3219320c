// Provider states for `contracts:verify --states-url <url>`: Pact JS state handlers that forward
// each state change to the backend, as `POST <url>` with `{ "state", "params", "action" }`.
//
// Pact JS 16 deprecates its `providerStatesSetupUrl` option (it warns on every run) in favour of
// `stateHandlers`, so the URL is served through state handlers. Two things the URL option did
// natively are kept:
// - a state the backend fails to set up fails its interaction: Pact JS answers the core "OK" even
//   when a handler throws, so the request that follows a failed set-up is refused here (the
//   `requestFilter`), instead of being checked against data that is not there;
// - a JSON object the backend answers with is returned to Pact (provider-state injected values).
import type { RequestHandler } from 'express';
import { shorten, type StateFailure } from './verify-report';

type Params = Record<string, unknown> | undefined;
type StateFunc = (params?: Params) => Promise<Record<string, unknown> | undefined>;
export type ForwardingStateHandlers = Record<string, { setup: StateFunc; teardown: StateFunc }>;

const TIMEOUT_MS = 15_000;

/** Why a fetch failed, briefly: the system error code (ECONNREFUSED, ENOTFOUND...) when there is one. */
export function describeFetchError(error: unknown, timeoutMs = TIMEOUT_MS): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** A state-change call from the Pact core, as opposed to a request for the backend. */
function isStateChange(body: unknown): body is { state: string; action: 'setup' | 'teardown' } {
  if (!body || typeof body !== 'object') return false;
  const { state, action } = body as { state?: unknown; action?: unknown };
  return typeof state === 'string' && (action === 'setup' || action === 'teardown');
}

export function createStateForwarding(statesUrl: string, fetchImpl: typeof fetch = fetch) {
  const failures: StateFailure[] = [];
  /** States whose set-up failed for the interaction under way; its request is refused. */
  let failedSetups: string[] = [];

  async function change(state: string, action: 'setup' | 'teardown', params: Params) {
    let reason: string;
    try {
      const response = await fetchImpl(statesUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ state, params: params ?? {}, action }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok) {
        try {
          const value: unknown = JSON.parse(text);
          if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
        } catch {
          // an empty or non-JSON answer: nothing to inject
        }
        return undefined;
      }
      reason = `POST ${statesUrl} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${text ? ` (${shorten(text, 80)})` : ''}`;
    } catch (error) {
      reason = `POST ${statesUrl} failed: ${describeFetchError(error)}`;
    }
    failures.push({ state, action, reason });
    if (action === 'setup') failedSetups.push(state);
    throw new Error(reason);
  }

  // Any state name gets a handler: pacts from a broker may name states this file never saw.
  const stateHandlers = new Proxy<ForwardingStateHandlers>({}, {
    get: (_target, name) =>
      typeof name === 'string'
        ? { setup: (params?: Params) => change(name, 'setup', params), teardown: (params?: Params) => change(name, 'teardown', params) }
        : undefined,
  });

  const requestFilter: RequestHandler = (req, res, next) => {
    if (req.method === 'POST' && isStateChange(req.body)) {
      if (req.body.action === 'teardown') failedSetups = [];
      next();
      return;
    }
    if (failedSetups.length) {
      const states = failedSetups;
      failedSetups = [];
      res.status(500).json({ error: `Not sent to the backend: provider state ${states.map((s) => `'${s}'`).join(', ')} was not set up.` });
      return;
    }
    next();
  };

  return { stateHandlers, requestFilter, failures };
}
