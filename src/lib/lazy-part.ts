import { useMounted } from '@mantine/hooks';
import { lazy, type ComponentType } from 'react';

/**
 * A part of the page whose code loads on demand (a dialog, a menu). `preload()` starts loading it
 * early (when its button is pointed at or focused). If its chunk cannot load (a stale tab after a
 * deploy, a dropped connection), the part renders nothing and the page carries on.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Nothing: ComponentType<P> = () => null;
  const preload = () => load().catch(() => Nothing);
  return Object.assign(
    lazy(() => preload().then((Component) => ({ default: Component }))),
    { preload: () => void preload() },
  );
}

/**
 * For a dialog whose code loaded on demand: it first mounts closed and opens on the next render,
 * so Mantine records what had the focus and gives it back when the dialog closes.
 */
export function useOpenedAfterMount(opened: boolean) {
  const mounted = useMounted();
  return opened && mounted;
}
