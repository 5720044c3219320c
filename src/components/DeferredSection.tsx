import { CatchBoundary } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { sectionHydrated } from './deferred-hydration';
import { SectionUnavailable } from './SectionUnavailable';

/**
 * A section below the first screen whose code is not part of the page's first load: its page wraps
 * it in TanStack Start's deferred hydration (`<Hydrate when={useDeferredHydration()} prefetch={load()}
 * onHydrated={() => sectionHydrated(name)}>`, which must be written in the page's own file: Start
 * splits the boundary's children into a chunk of their own there). The chunk is fetched as the page
 * hydrates (`load()`: Start's `idle()` would bring its generic hydration runtime, 2.5 kB gzip, into
 * the first load); the section's server HTML shows (and its links work) from the start, and it
 * hydrates as it comes within half a screen. A tap in it before then is kept by the page's inline
 * script and replayed once it has hydrated (early-input.ts), which it tells by the wrapper's
 * `data-ready`. A section whose code could not load (the phone went offline before it came) fails
 * alone, and says so in its place.
 */
export function DeferredSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-deferred={name}>
      <CatchBoundary getResetKey={() => name} errorComponent={() => <FailedSection name={name} />}>
        {children}
      </CatchBoundary>
    </div>
  );
}

/** The section's notice is the page's code: taps on it are no longer kept for a hydration to come. */
function FailedSection({ name }: { name: string }) {
  useEffect(() => sectionHydrated(name), [name]);
  return <SectionUnavailable />;
}
