import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { JSX, ReactNode } from 'react';
import { App } from '@/app';
import { ErrorPage } from '@/components/ErrorPage';
import { NotFoundPage } from '@/components/NotFoundPage';
import { shellHydration } from '@/lib/app-shell';
import { createLocaleRewrite } from '@/i18n/locale-rewrite';
import { routeTree } from './routeTree.gen';

/**
 * A new router per call: TanStack Start asks for one per request on the server, one in the browser.
 * It renders the site's providers once, around everything (App); component tests give their own.
 */
export function getRouter(history?: RouterHistory, Providers: (props: { children: ReactNode }) => JSX.Element = App) {
  const { rewrite, documentLocale } = createLocaleRewrite();
  const router = createRouter({
    routeTree,
    context: { documentLocale },
    rewrite,
    ...(history ? { history } : {}),
    basepath: import.meta.env.BASE_URL,
    defaultPreload: 'intent',
    scrollRestoration: scrollOnNavigation(),
    defaultNotFoundComponent: NotFoundPage,
    // An address no route matches whole (/tin-tuc/<id>/x) is the site's not-found page, not a route's.
    notFoundMode: 'root',
    defaultErrorComponent: ErrorPage,
    Wrap: Providers,
    ...shellHydration((): boolean => router.isShell()),
  });
  return router;
}

/**
 * Restores the position on back/forward and scrolls to the top on every new navigation, but leaves
 * the page the browser opened where it is: a visitor may have scrolled the prerendered page (and
 * typed in its form) before its code ran, and a reload or a #link has already put it in place. The
 * router's first render in the browser would otherwise scroll it back to the top.
 */
function scrollOnNavigation() {
  let opened = false;
  return () => {
    // The prerendered page keeps the router's inline script that restores a reload's position.
    if (import.meta.env.SSR) return true;
    const isNavigation = opened;
    opened = true;
    return isNavigation;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
