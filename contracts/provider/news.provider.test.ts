import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/http';
import { setLatency } from '../../mocks/scenario';
import { pactFile, providerName } from '../pact-setup';
import { fakeBackendStateHandlers } from './fake-backend-states';

let backend: MockHttpServer;

beforeAll(async () => {
  setLatency(0);
  backend = await startMockHttpServer();
});
afterAll(() => backend.close());

describe('news API contract (provider side: the bundled fake backend, in process)', () => {
  it('honours every interaction in the pact', async () => {
    // One handler per `given(...)`, from the module the HTTP server's /_pact/provider-states also
    // serves (readme-command.test.ts verifies through that endpoint).
    const { stateHandlers, failures } = fakeBackendStateHandlers();
    const output = await new Verifier({
      provider: providerName,
      providerBaseUrl: backend.url,
      pactUrls: [pactFile],
      stateHandlers,
      logLevel: 'warn',
    }).verifyProvider();
    expect(output).toBeTruthy();
    expect(failures).toEqual([]);
  });
});
