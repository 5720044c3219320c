import { providerStates, tearDownProviderState, type StateParams, type StateValues } from '../../mocks/provider-states';

/**
 * The fake backend's provider states (mocks/provider-states.ts, the module its
 * /_pact/provider-states endpoint also serves) as Pact JS state handlers, for a verification
 * running in the same process as the fake backend. Pact JS answers the verifier "OK" even when a
 * handler throws, so failures are collected: a test must check `failures` is empty.
 */
export function fakeBackendStateHandlers() {
  const failures: string[] = [];
  const stateHandlers = Object.fromEntries(
    Object.entries(providerStates).map(([name, setUp]) => [
      name,
      {
        // Each handler answers a promise, and a throw rejects it (a promise executor's throw does).
        setup: (params?: StateParams) =>
          new Promise<StateValues>((resolve) => {
            try {
              resolve(setUp(params ?? {}));
            } catch (error) {
              failures.push(`${name}: ${(error as Error).message}`);
              throw error;
            }
          }),
        teardown: () => new Promise<void>((resolve) => resolve(tearDownProviderState())),
      },
    ]),
  );
  // 16.x types expect setup/teardown without parameters or values; they get both at run time.
  return { stateHandlers: stateHandlers as never, failures };
}
