// The pact the consumer tests wrote, verified by Pact against the fake backend over HTTP (what
// `npm run mock:server` serves, with its provider-state endpoint), through the backend team's own
// verification (verify-pact.ts): the backend the site is built and tested against keeps the
// contract the backend team is given, and one that answers wrongly fails it.
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pinServeDay } from '../../mocks/db/serve-day';
import { providerStatesPath, startMockHttpServer, type MockHttpServer } from '../../mocks/http';
import { setLatency, setScenario } from '../../mocks/scenario';
import { fakeBackendDay } from '../../tests/e2e/servers';
import { verifyPact, type PactVerification } from '../verify-pact';

let backend: MockHttpServer;

beforeAll(async () => {
  // The committed pact, never a broker named in the caller's shell.
  vi.stubEnv('PACT_BROKER_BASE_URL', '');
  pinServeDay(fakeBackendDay);
  setLatency(0);
  backend = await startMockHttpServer();
});

afterAll(() => backend.close());

const verification = (): PactVerification => ({
  providerBaseUrl: backend.url,
  providerStatesSetupUrl: `${backend.url}${providerStatesPath}`,
  logLevel: 'error',
});

/**
 * The verification in a child process (verify-in-child.ts), whose report and logs are kept rather
 * than printed: a passing run does not show the failed verification it expects. Starting it (Node,
 * tsx, Pact) takes some seconds; one that has not ended in 25 s is stopped, its output kept.
 */
function verifyInChild(options: PactVerification) {
  const child = fork(resolve(import.meta.dirname, 'verify-in-child.ts'), [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    silent: true,
    timeout: 25_000,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let failures: string | undefined;
  child.on('message', (message: { failures?: string }) => (failures = message.failures));
  return new Promise<{ failures?: string; output: string }>((done, fail) => {
    child.on('error', fail);
    child.on('close', () => done({ failures, output }));
  });
}

/** What Pact's Verifier rejects with: each failed interaction and its mismatches. */
interface Failures {
  errors: { interaction: string; mismatch: { mismatches: { path?: string; mismatch: string }[] } }[];
}

/** `<interaction>: <path> -> <mismatch>`, one line each, from a rejected verification's message. */
function mismatchesOf(failures: string) {
  const { errors } = JSON.parse(failures) as Failures;
  return errors.flatMap(({ interaction, mismatch }) =>
    mismatch.mismatches.map(({ path, mismatch: what }) => `${interaction.replace(/^.* - /, '')}: ${path ?? 'status'} -> ${what}`),
  );
}

describe('the pact, verified against the fake backend over HTTP', () => {
  it('passes', async () => {
    await expect(verifyPact(verification())).resolves.toBeDefined();
  });

  it('fails a backend that has no articles whatever its provider states ask for, naming what the site would miss', { timeout: 30_000 }, async () => {
    setScenario('empty');
    const { failures, output } = await verifyInChild(verification()).finally(() => setScenario('normal'));
    // Pact's report, shown when an assertion fails.
    expect(failures, output).toBeDefined();
    const failed = mismatchesOf(failures!);
    expect(failed, output).toEqual(
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
