import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pact } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { recorded } from './recorded';

// A pact of its own, in a folder of its own: nothing here reaches the committed pact file.
const dir = mkdtempSync(join(tmpdir(), 'recorded-'));
const pact = new Pact({ consumer: 'recorded-check', provider: 'recorded-check-api', dir, logLevel: 'error' });

describe('waiting for the mock server to record its answers', () => {
  it('still fails a contract whose request the client never sent', async () => {
    const outcome = pact
      .addInteraction()
      .uponReceiving('a request the client forgets')
      .withRequest('GET', '/api/v1/new-categories')
      .willRespondWith(200)
      .executeTest(recorded(() => Promise.resolve('sent nothing')));

    await expect(outcome).rejects.toThrow(/expected but not received[\s\S]*\/api\/v1\/new-categories/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('passes the body its answer back once the request was answered', async () => {
    const answer = await pact
      .addInteraction()
      .uponReceiving('a request the client sends')
      .withRequest('GET', '/api/v1/new-categories')
      .willRespondWith(200)
      .executeTest(recorded(async (server) => (await fetch(`${server.url}/api/v1/new-categories`)).status));

    expect(answer).toBe(200);
  });
});
