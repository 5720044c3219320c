/**
 * The site's code that could not load: offline, or a chunk a new deploy no longer has. Every
 * dynamic import of the build goes through Vite's loader, which reports its failures
 * (`vite:preloadError`) before the part that asked for the code sees them.
 *
 * TanStack Router reloads the page once when a route's or a home section's code fails
 * (lazyRouteComponent, once per error message, remembered in sessionStorage). Offline, that
 * reload is the browser's own error page, and the page and what the parent typed are gone. A page
 * never reloads itself (docs/decisions.md#after-a-deploy): each failure is marked there as already
 * reloaded, so the part shows its own error state, with 'Thử lại'.
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
