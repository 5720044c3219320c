import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseStates } from '../../mocks/db/states';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/http';
import { setLatency } from '../../mocks/scenario';
import { pactFile, providerName } from '../pact-setup';

let backend: MockHttpServer;

beforeAll(async () => {
  setLatency(0);
  backend = await startMockHttpServer();
});
afterAll(() => backend.close());

type Params = Record<string, string>;

/** One handler per `given(...)` in the consumer tests; each reseeds the fake backend's database. */
const stateHandlers = {
  'news categories exist': async () => databaseStates.seeded(),
  'articles exist': async () => databaseStates.seeded(),
  'no articles exist': async () => databaseStates.withoutArticles(),
  'a hot article exists': async () => databaseStates.seeded(),
  'articles exist in a category': async (params?: Params) => databaseStates.categoryWithArticles(params!.categoryId!),
  'an article exists': async (params?: Params) => databaseStates.articleWithId(params!.id!),
  'no article exists with an id': async () => databaseStates.seeded(),
  'an article with related articles exists': async (params?: Params) =>
    databaseStates.articleWithId(params!.id!, params!.categoryId!),
};

describe('news API contract (provider side: the bundled fake backend)', () => {
  it('honours every interaction in the pact', async () => {
    const output = await new Verifier({
      provider: providerName,
      providerBaseUrl: backend.url,
      pactUrls: [pactFile],
      // 16.x types expect the { setup, teardown } form; plain async functions work at run time.
      stateHandlers: stateHandlers as never,
      logLevel: 'warn',
    }).verifyProvider();
    expect(output).toBeTruthy();
  });
});
