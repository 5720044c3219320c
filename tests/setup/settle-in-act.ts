import { act } from '@testing-library/react';

/**
 * Runs `settle` (it resolves or rejects a promise the code under test awaits) inside an async
 * `act()`, which applies the updates that follow from it before it returns.
 */
export function settleInAct(settle: () => void): Promise<void> {
  // A callback that returns a promise is what makes act() async.
  return act(() => {
    settle();
    return Promise.resolve();
  });
}
