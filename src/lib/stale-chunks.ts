/**
 * After a new deploy, an open tab still names the old build's chunks, which are gone: Vite reports
 * each failed import as `vite:preloadError`. The page reloads once to pick up the new build, but
 * only when the server says so (the chunk answers 404): a phone that lost its connection keeps its
 * page (the part that failed waits to load again), and a reload there would
 * only show the browser's offline page. Nor does it reload while a form holds what the parent
 * typed (a reload would lose a registration); then the part that failed stays as it is and the next page
 * change reloads (the router's lazy routes do that).
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

/** The address of the file a failed import asked for, from the browser's message. */
function failedFile(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|css))/.exec(message)?.[1];
}

/** Whether the server answers that the file is gone (not: the server could not be reached). */
async function isGone(file: string | undefined) {
  if (!file) return false;
  try {
    const response = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

/**
 * A part of the page failed to load (`failure`, Vite's error): reloads when its file is gone from
 * the server, unless the page was reloaded for this a moment ago or a form holds typed text.
 * Resolves to whether it reloaded.
 */
export async function reloadIfNewBuild(failure: unknown, storage: Storage, reload: () => void) {
  if (!(await isGone(failedFile(failure)))) return false;
  const reloadedAt = Number(storage.getItem(reloadedAtKey) ?? 0);
  if (Date.now() - reloadedAt < loopWindowMs || hasTypedInput()) return false;
  storage.setItem(reloadedAtKey, String(Date.now()));
  reload();
  return true;
}

/** Starts listening; returns the function that stops. */
export function reloadOnStaleChunks(storage: Storage = sessionStorage, reload = () => window.location.reload()) {
  const listener = (event: Event) => void reloadIfNewBuild((event as Event & { payload?: unknown }).payload, storage, reload);
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
