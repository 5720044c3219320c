import { Suspense, use, useCallback, useEffect, useState, type ComponentType } from 'react';
import { fetchAheadOfNeed } from './ahead-of-need';
import { replayEarlyInput } from './early-input';

/**
 * A section below the first screen whose code is not part of the page's first load.
 *
 * In a rendered page its HTML is there from the start (text, pictures, links that work). Its code
 * is fetched once the page is idle (ahead-of-need.ts), and the section hydrated when it comes
 * within half a screen of the viewport; a tap or a submit made in it before then is kept and
 * replayed once it has hydrated (early-input.ts).
 * If its code cannot load, a rendered section stays as it is (see `hydrateWhenLoaded`); one the app
 * renders is left out and the page carries on.
 *
 * The route's loader calls `load()`: the render server then renders the section whole (it fails on
 * anything left suspended), and a visit that began on another page shows it without a pop-in.
 *
 * The wrapper carries `data-deferred="<name>"`, and `data-ready` once the section's code runs.
 */
export function deferredSection<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  // Fetched (not hydrated) ahead of need, so the section hydrates offline too.
  fetchAheadOfNeed(load);
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let waiting: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      () => {
        Loaded = () => null;
      },
    ));

  /**
   * Hydrating the rendered section: when it comes near. If its code cannot load then (the phone
   * went offline after the page loaded), its HTML stays as it is, usable (input into it is kept),
   * and the code is asked for again each time the browser is back online. Rendered by the app: now.
   */
  const hydrateWhenLoaded = async () => {
    for (;;) {
      try {
        Loaded = await load();
        return;
      } catch {
        await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
      }
    }
  };
  const whenWanted = () => {
    const rendered = document.querySelector(`[data-deferred="${name}"]`);
    return rendered ? nearScreen(rendered).then(() => (loading ??= hydrateWhenLoaded())) : start();
  };

  function Content({ props, onReady }: { props: P; onReady: () => void }) {
    useEffect(onReady, [onReady]);
    // Once it has been waited on, always through `use` (React wants the same calls on every render).
    if (waiting || !Loaded) use((waiting ??= whenWanted()));
    return Loaded ? <Loaded {...props} /> : null;
  }

  function DeferredSection(props: P) {
    const [ready, setReady] = useState(false);
    const onReady = useCallback(() => setReady(true), []);
    useEffect(() => {
      if (ready) void replayEarlyInput();
    }, [ready]);
    return (
      <div data-deferred={name} data-ready={ready || undefined}>
        <Suspense fallback={null}>
          <Content props={props} onReady={onReady} />
        </Suspense>
      </div>
    );
  }
  DeferredSection.displayName = `Deferred(${name})`;
  /** Loads the section's code now (the route's loader: see above). */
  DeferredSection.load = start;
  return DeferredSection;
}

/** Resolves when `element` is within half a screen of the viewport. */
function nearScreen(element: Element) {
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
  });
}
