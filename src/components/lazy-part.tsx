import { Button } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import classes from './lazy-part.module.css';

interface LazyPartOptions {
  /** A part the parent did not ask for (it only reports something): its failure says nothing. */
  quiet?: boolean;
}

/**
 * A part of the page whose code loads on demand (a dialog, a panel): when it is first wanted, or
 * sooner with `preload()` (when its button is pointed at or focused). When its code cannot load,
 * the part says so where the parent looks, and tries again on 'Thử lại' or when it is wanted again
 * (new props); closing the notice gives up until then. The page carries on.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { quiet = false }: LazyPartOptions = {}) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyPart(props: P) {
    const [state, setState] = useState<'loading' | 'loaded' | 'failed' | 'given up'>(Loaded ? 'loaded' : 'loading');
    // Wanted again (the search asked for once more, the gallery opened again): try again.
    const [wanted, setWanted] = useState(props);
    const text = useText('shell', shell);
    if (!sameWish(wanted, props)) {
      setWanted(props);
      if (state === 'failed' || state === 'given up') setState('loading');
    }
    useEffect(() => {
      if (state !== 'loading') return;
      let current = true;
      preload().then(
        () => current && setState('loaded'),
        () => current && setState('failed'),
      );
      return () => {
        current = false;
      };
    }, [state]);

    if (state === 'loaded' && Loaded) return <Loaded {...props} />;
    if (state !== 'failed' || quiet) return null;
    return (
      <div role="alert" className={classes.unavailable}>
        <p className={classes.message}>{text.lazyPart.unavailable}</p>
        <Button size="compact-md" variant="outline" onClick={() => setState('loading')} className={classes.retry}>
          {text.retry}
        </Button>
        <button type="button" aria-label={text.lazyPart.close} onClick={() => setState('given up')} className={classes.close}>
          <IconX size={20} aria-hidden />
        </button>
      </div>
    );
  }
  return Object.assign(LazyPart, { preload: () => void preload().catch(() => undefined) });
}

/** Whether two sets of a part's props ask for the same thing (its callbacks aside, which each render makes anew). */
function sameWish(a: object, b: object) {
  const values = (props: object) => Object.entries(props).filter(([, value]) => typeof value !== 'function');
  const before = new Map(values(a));
  const after = values(b);
  return after.length === before.size && after.every(([key, value]) => Object.is(before.get(key), value));
}

/**
 * For a dialog whose code loaded on demand: it first mounts closed and opens on the next render,
 * so Mantine records what had the focus and gives it back when the dialog closes.
 */
export function useOpenedAfterMount(opened: boolean) {
  const mounted = useMounted();
  return opened && mounted;
}
