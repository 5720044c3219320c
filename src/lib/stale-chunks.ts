/**
 * After a new deploy, an open tab still names the old build's chunks, which are gone: Vite reports
 * each failed import as `vite:preloadError`. The page reloads once to pick up the new build, unless
 * the parent has started typing in a form (a reload would lose a lead); then the part that failed
 * stays empty (lazy-part.ts) and the next page change reloads (the router's lazy routes do that).
 */
const reloadedAtKey = 'stale-chunks-reloaded-at';
// A failure this soon after such a reload means the new build fails too: reloading would loop.
const loopWindowMs = 60_000;

/** Whether a form on the page holds something typed or chosen. */
function hasTypedInput(root: ParentNode = document) {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'form input:not([type=hidden]):not([type=checkbox]):not([type=radio]), form textarea, form select',
  );
  return [...fields].some((field) => field.value.trim() !== '');
}

/** Starts listening; returns the function that stops. */
export function reloadOnStaleChunks(storage: Storage = sessionStorage, reload = () => window.location.reload()) {
  const onPreloadError = () => {
    const reloadedAt = Number(storage.getItem(reloadedAtKey) ?? 0);
    if (Date.now() - reloadedAt < loopWindowMs || hasTypedInput()) return;
    storage.setItem(reloadedAtKey, String(Date.now()));
    reload();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
