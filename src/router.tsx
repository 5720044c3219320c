import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { NotFoundPage } from '@/components/NotFoundPage';
import { routeTree } from './routeTree.gen';

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    basepath: import.meta.env.BASE_URL,
    defaultPreload: 'intent',
    // Restores the position on back/forward and scrolls to the top on every new navigation.
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
