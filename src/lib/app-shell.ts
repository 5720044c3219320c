import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/**
 * The app shell (_shell.html, scripts/vite/site-files.ts) is the site around an empty page area,
 * rendered once at build time and answered for addresses it was not rendered for: by nginx while the
 * render server is down, and by a static host for every page of the demo that has no file
 * (docs/deploy.md). Hydrated at such an address, TanStack Start's first render in the browser
 * already fills the page area (the route's pending view, the not-found page), which the file has
 * empty: React #418, and the whole document rendered again (TanStack/router#8473). So the page area
 * stays empty in the shell on both sides, and the page comes in the browser's next render, with the
 * site around it rendered anew: the shell's links say which page is current as they did for `/`,
 * where it was rendered, and hydration leaves such attributes as it found them.
 */
let hydratingShell = false;

/** The router's options that tell the browser the page it hydrates is the shell. */
export function shellHydration(isShell: () => boolean) {
  return {
    dehydrate: (): { shell?: true } => (isShell() ? { shell: true } : {}),
    hydrate: (data: { shell?: true }) => {
      hydratingShell = data.shell === true;
    },
  };
}

const nothingToWatch = () => () => {};

/**
 * Whether the page area shows the route: always, but in the shell and in the browser's hydration of
 * it (React renders again at once with the browser's answer, `true`).
 */
export function useRouteShown() {
  const router = useRouter();
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => (router.isServer ? !router.isShell() : !hydratingShell),
  );
}
