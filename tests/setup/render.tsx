import { vi } from 'vitest';
import { Menu, MantineProvider, Popover, mergeThemeOverrides } from '@mantine/core';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { App } from '@/app';
import { DocumentHead } from '@/components/DocumentHead';
import { getRouter } from '@/router';
import { theme as siteTheme } from '@/theme/theme';

// happy-dom lays nothing out, so every element measures 0x0 and Mantine would hide dropdowns as
// "detached" from their target. Only that check is switched off; everything else is the site's theme.
const theme = mergeThemeOverrides(siteTheme, {
  components: {
    Menu: Menu.extend({ defaultProps: { hideDetached: false } }),
    Popover: Popover.extend({ defaultProps: { hideDetached: false } }),
  },
});

/** Renders one component inside the app's Mantine provider. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
    options,
  );
}

/**
 * Renders the whole app (providers, layout, routes) at `path`, in memory. The code of the routes
 * the path matches is loaded first (the slow part on a cold run), so the page renders at once.
 */
export async function renderApp(path = '/') {
  const router = getRouter(createMemoryHistory({ initialEntries: [path] }));
  // The page inside the test's own document and providers, not the <html> the server renders; its
  // head tags as the shell renders them (React moves the title and meta into the document's head).
  Object.assign(router.routeTree.options, {
    shellComponent: ({ children }: { children: ReactNode }) => (
      <>
        <DocumentHead />
        {children}
      </>
    ),
  });
  const { pathname, search } = new URL(path, 'http://localhost');
  const matches = router.matchRoutes(pathname, Object.fromEntries(new URLSearchParams(search)));
  await Promise.all(matches.flatMap((match) => router.loadRouteChunk(router.routesById[match.routeId]) ?? []));
  const view = render(
    <App theme={theme} env="test">
      <RouterProvider router={router} />
    </App>,
  );
  await screen.findByRole('banner');
  return { router, ...view };
}

/** Resizes happy-dom's window, so Mantine's `hiddenFrom`/`visibleFrom` media queries apply. */
export function setViewportWidth(width: number) {
  const happyDOM = (window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
  if (!happyDOM) throw new Error('setViewportWidth needs the happy-dom environment');
  happyDOM.setViewport({ width, height: 844 });
}

/**
 * Renders one component inside the theme and a one-route memory router, so router links work
 * without the whole app around it. Resolves once the router has rendered it.
 */
export async function renderWithRouter(ui: ReactElement, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, ...view };
}

/** Makes `window.matchMedia` answer `matches(query)` for every media query (system settings). */
export function mockMatchMedia(matches: (query: string) => boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
