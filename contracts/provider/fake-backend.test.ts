// The pact the consumer tests wrote, verified by Pact against the fake backend over HTTP (what
// `npm run mock:server` serves, with its provider-state endpoint), through the backend team's own
// verification (verify-pact.ts): the backend the site is built and tested against keeps the
// contract the backend team is given, and one that answers wrongly fails it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pinServeDay } from '../../mocks/db/serve-day';
import { providerStatesPath, startMockHttpServer, type MockHttpServer } from '../../mocks/http';
import { setLatency, setScenario } from '../../mocks/scenario';
import { fakeBackendDay } from '../../tests/e2e/servers';
import { verifyPact } from '../verify-pact';

let backend: MockHttpServer;

beforeAll(async () => {
  // The committed pact, never a broker named in the caller's shell.
  vi.stubEnv('PACT_BROKER_BASE_URL', '');
  pinServeDay(fakeBackendDay);
  setLatency(0);
  backend = await startMockHttpServer();
});

afterAll(() => backend.close());

const verify = () =>
  verifyPact({ providerBaseUrl: backend.url, providerStatesSetupUrl: `${backend.url}${providerStatesPath}`, logLevel: 'error' });

/** What Pact's Verifier rejects with: each failed interaction and its mismatches. */
interface Failures {
  errors: { interaction: string; mismatch: { mismatches: { path?: string; mismatch: string }[] } }[];
}

/** `<interaction>: <path> -> <mismatch>`, one line each, from a rejected verification. */
function mismatchesOf(error: unknown) {
  const { errors } = JSON.parse((error as Error).message) as Failures;
  return errors.flatMap(({ interaction, mismatch }) =>
    mismatch.mismatches.map(({ path, mismatch: what }) => `${interaction.replace(/^.* - /, '')}: ${path ?? 'status'} -> ${what}`),
  );
}

describe('the pact, verified against the fake backend over HTTP', () => {
  it('passes', async () => {
    await expect(verify()).resolves.toBeDefined();
  });

  it('fails a backend that has no articles whatever its provider states ask for, naming what the site would miss', async () => {
    setScenario('empty');
    const failed = await verify().then(
      () => [],
      (error: unknown) => mismatchesOf(error),
    );
    setScenario('normal');
    expect(failed).toEqual(
      expect.arrayContaining([
        'a request for the first page of news: $.news -> Expected [] (size 0) to have minimum size of 6',
        'a request for the first page of news: $.totalPages -> Expected 0 (Integer) to be equal to 2 (Integer)',
        'a request for one article: status -> expected 200 but was 404',
        'a request for the featured article: status -> expected 200 but was 404',
      ]),
    );
    // The categories and the empty list are still answered as the site needs them.
    expect(failed.filter((line) => /^a request for (the news categories|news when there is none):/.test(line))).toEqual([]);
  });
});
