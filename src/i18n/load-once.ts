/** What loads once: its promise, marked once settled the way React's `use` reads a promise it has seen. */
export type Loading<T> = Promise<T> & ({ status?: undefined } | { status: 'fulfilled'; value: T });

const loading = new Map<string, Loading<unknown>>();

/**
 * Loads what `key` names once per document (or render server), for `use` in a component and
 * `await` in a loader alike: a component shows it without waiting once a loader has awaited it. A
 * load that failed (offline) is tried again when next asked for. For a language's words and twins:
 * what an English page shows loads with the code that shows it, never in the page's data.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>): Loading<T> {
  const known = loading.get(key) as Loading<T> | undefined;
  if (known) return known;
  const started: Loading<T> = load();
  loading.set(key, started);
  started.then(
    (value) => Object.assign(started, { status: 'fulfilled', value }),
    () => loading.delete(key),
  );
  return started;
}
