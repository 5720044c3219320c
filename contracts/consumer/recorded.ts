import { setTimeout as nextPoll } from 'node:timers/promises';
import { getFfiLib } from '@pact-foundation/pact-core';

const recordingTimeoutMs = 2_000;
const pollIntervalMs = 5;

/**
 * Wraps an `executeTest` body so that Pact checks the mock server only once it has recorded what it
 * answered. Since Pact 16.3 the mock server answers first and records the match afterwards on another
 * thread (pact-foundation/pact-core-mock-server#13, open): on a loaded machine Pact could read
 * "expected but not received" for a request the client had just been answered. The wait ends as
 * soon as the mock server reports every interaction matched; after two seconds it gives up and lets
 * Pact report the real mismatch.
 */
export function recorded<Server extends { port: number }, T>(body: (server: Server) => Promise<T>) {
  return async (server: Server): Promise<T> => {
    const value = await body(server);
    await untilMatched(server.port);
    return value;
  };
}

async function untilMatched(port: number) {
  const mockServers = getFfiLib();
  const deadline = Date.now() + recordingTimeoutMs;
  while (!mockServers.pactffiMockServerMatched(port) && Date.now() < deadline) {
    await nextPoll(pollIntervalMs);
  }
}
