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

  it('is marked as already reloaded for TanStack Router, and told apart from any other error', () => {
    keepPageWhenCodeFails();
    const message = 'Failed to fetch dynamically imported module: http://localhost/assets/HomePage-x1.js';
    const { error, event } = chunkFails(message);
    expect(sessionStorage.getItem(`tanstack_router_reload:${message}`)).toBe('1');
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
