/**
 * The site's code that could not load: offline, or a chunk a new deploy no longer has. Every
 * dynamic import of the build goes through Vite's loader, which reports its failures
 * (`vite:preloadError`) before the part that asked for the code sees them.
 *
 * TanStack Router reloads the page once when a route's or a home section's code fails
 * (lazyRouteComponent, once per error message, remembered in sessionStorage). Offline, that
 * reload is the browser's own error page, and the page and what the parent typed are gone. A page
 * never reloads itself (docs/decisions.md#after-a-deploy): each failure is marked there as already
 * reloaded, so the part shows its own error state, whose 'Thử lại' loads the page again.
 * The router has no option for this: the mark is its own code's, not its API, so the router and
 * Start are pinned to one version (package.json) and code-load-failures.router.test.tsx renders the
 * real lazyRouteComponent, to fail the day a new version looks elsewhere.
 */
const failures = new WeakSet<object>();

export function keepPageWhenCodeFails() {
  window.addEventListener('vite:preloadError', ({ payload }) => {
    failures.add(payload);
    try {
      sessionStorage.setItem(`tanstack_router_reload:${payload.message}`, '1');
    } catch {
      // Storage blocked by the browser's settings: the router's own check throws, and does not reload.
    }
  });
}

/** Whether `error` is the site's code that could not load (the part already says so): no bug. */
export function isCodeLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && failures.has(error);
}

/**
 * 'Thử lại' for code that could not load: the page loaded again, as the parent asks. In place, the
 * browser would not fetch it again (Chromium keeps a chunk's failure for the rest of the document
 * when it was one of its imports), and a new deploy's page needs the new build's code. Only
 * online: `false` when the phone is offline, and nothing is done.
 */
export function loadPageAgain(): boolean {
  if (!navigator.onLine) return false;
  window.location.reload();
  return true;
}
