import { useMounted } from '@mantine/hooks';
import { lazy, type ComponentType } from 'react';

/**
 * A part of the page whose code loads on demand (a dialog, a menu). If its chunk cannot load (a
 * stale tab after a deploy, a dropped connection), the part renders nothing and the page carries on.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Nothing: ComponentType<P> = () => null;
  return lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      () => ({ default: Nothing }),
    ),
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
