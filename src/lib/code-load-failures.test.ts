import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeLoadFailure, keepPageWhenCodeFails, loadPageAgain } from './code-load-failures';

/** What Vite's loader dispatches when a chunk cannot be fetched. */
function chunkFails(message: string) {
  const error = new TypeError(message);
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
  window.dispatchEvent(event);
  return { error, event };
}

describe('code that could not load', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  // That the router then leaves the page as it is: code-load-failures.router.test.tsx.
  it('is told apart from any other error', () => {
    keepPageWhenCodeFails();
    const message = 'Failed to fetch dynamically imported module: http://localhost/assets/HomePage-x1.js';
    const { error, event } = chunkFails(message);
    // The error still reaches the part that asked for the code: it shows its error state.
    expect(event.defaultPrevented).toBe(false);
    expect(isCodeLoadFailure(error)).toBe(true);
    expect(isCodeLoadFailure(new TypeError(message))).toBe(false);
    expect(isCodeLoadFailure(null)).toBe(false);
  });

  it('is not loaded again while the phone is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(loadPageAgain()).toBe(false);
  });
});
