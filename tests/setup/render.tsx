import { vi } from 'vitest';
import { Menu, Popover, mergeThemeOverrides } from '@mantine/core';
import { RouterProvider, createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import { act, render, screen, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { App } from '@/app';
import { DocumentHead } from '@/components/DocumentHead';
import { localeOfPath, siteLocale } from '@/i18n/locale';
import { createLocaleRewrite, type RouterContext } from '@/i18n/locale-rewrite';
import { loadEveryPart } from '@/i18n/translated-text';
import { LocaleProvider } from '@/i18n/use-text';
import { getRouter } from '@/router';
import { Route as siteRoot } from '@/routes/__root';
import { theme as siteTheme } from '@/theme/theme';

// Three ways to render, from the smallest: a component in the site's providers; a component or a
// page with a router around it; the whole site at an address, where the route is what is tested
// (routing, head tags, redirects, search params, loaders' states).

// happy-dom lays nothing out, so every element measures 0x0 and Mantine would hide dropdowns as
// "detached" from their target. Only that check is switched off; everything else is the site's theme.
const theme = mergeThemeOverrides(siteTheme, {
  components: {
    Menu: Menu.extend({ defaultProps: { hideDetached: false } }),
    Popover: Popover.extend({ defaultProps: { hideDetached: false } }),
  },
});

/** The providers every page has (src/app.tsx), with the theme above. */
const Providers = ({ children }: { children: ReactNode }) => (
  <App theme={theme} env="test" withStyles>
    {children}
  </App>
);

/**
 * An English page's words, all loaded before it renders, as the render server has them: in the
 * browser each part loads when first shown (translated-text.ts), which the browser tests cover.
 */
async function loadWordsOf(path: string) {
  const locale = localeOfPath(path);
  if (locale !== siteLocale) await loadEveryPart(locale);
}

/** Renders one component inside the site's providers. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options });
}

/**
 * Renders one component or page inside the site's providers and a memory router at `path` whose one
 * route renders it: links, search params and the data the site's root route loads for every page
 * (the registration block's courses) work, without the rest of the site. Resolves once it has rendered.
 */
export async function renderWithRouter(ui: ReactElement, path = '/') {
  await loadWordsOf(path);
  // English at an English path (/en/...), as on the site.
  const { rewrite, documentLocale } = createLocaleRewrite();
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()({
      beforeLoad: siteRoot.options.beforeLoad,
      loader: siteRoot.options.loader,
      component: () => <LocaleProvider>{ui}</LocaleProvider>,
    }),
    history: createMemoryHistory({ initialEntries: [path] }),
    rewrite,
    context: { documentLocale },
  });
  await router.load();
  // In an awaited act(): React then renders again what suspended on a promise (a section's code,
  // data an <Await> waits for) once it resolves.
  let view!: RenderResult;
  await act(() => {
    view = render(<RouterProvider router={router} />, { wrapper: Providers });
    return Promise.resolve();
  });
  return { router, ...view };
}

/**
 * Renders the whole site (providers, layout, routes) at `path`, in memory. The code of the routes
 * the path matches is loaded first, so the page renders at once.
 */
export async function renderApp(path = '/') {
  await loadWordsOf(path);
  const router = getRouter(createMemoryHistory({ initialEntries: [path] }), Providers);
  // The page inside the test's own document and providers, not the <html> the server renders; its
  // head tags as the shell renders them (React moves the title and meta into the document's head).
  Object.assign(router.routeTree.options, {
    shellComponent: ({ children }: { children: ReactNode }) => (
      <LocaleProvider>
        <DocumentHead />
        {children}
      </LocaleProvider>
    ),
  });
  const { pathname, search } = new URL(path, 'http://localhost');
  const matches = router.matchRoutes(pathname, Object.fromEntries(new URLSearchParams(search)));
  await Promise.all(matches.flatMap((match) => router.loadRouteChunk(router.routesById[match.routeId]) ?? []));
  const view = render(<RouterProvider router={router} />);
  await screen.findByRole('banner');
  return { router, ...view };
}

/** Resizes happy-dom's window, so Mantine's `hiddenFrom`/`visibleFrom` media queries apply. */
export function setViewportWidth(width: number) {
  const happyDOM = (window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
  if (!happyDOM) throw new Error('setViewportWidth needs the happy-dom environment');
  happyDOM.setViewport({ width, height: 844 });
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
