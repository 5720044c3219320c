/**
 * Renders one URL of the site to HTML at build time (see `src/prerender/prerender.ts`), with the
 * same router, routes and providers the browser uses. Built as a Node bundle of its own, so the
 * router runs in its server mode and writes the data the browser hydrates from.
 */
import { createRequestHandler, getSsrStatus, RouterServer } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { headTagsOf, type HeadTag } from './prerender/head-tags';
import { listPrerenderPaths } from './prerender/prerender-paths';
import { createAppRouter } from './router';

export interface RenderedPage {
  status: number;
  /** The app's markup, for the `#root` element of index.html. */
  html: string;
  /** The page's head tags (title, meta, links), for the document head. */
  head: HeadTag[];
}

/** A route component in a chunk of its own (automatic code splitting) can load that chunk ahead. */
interface PreloadableComponent {
  preload: () => Promise<void>;
}

function isPreloadable(component: unknown): component is PreloadableComponent {
  return (
    (typeof component === 'function' || (typeof component === 'object' && component !== null)) &&
    typeof (component as Partial<PreloadableComponent>).preload === 'function'
  );
}

/**
 * Route components are split into chunks of their own; the router loads a page's component, but a
 * route rendered only in the browser (`ssr: false`) shows its pending view, which is loaded here.
 */
async function loadMatchedComponents(router: ReturnType<typeof createAppRouter>) {
  const types = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const;
  await Promise.all(
    router.state.matches.flatMap((match) => {
      const { options } = router.routesById[match.routeId];
      return types.flatMap((type) => {
        const component: unknown = options[type];
        return isPreloadable(component) ? [component.preload()] : [];
      });
    }),
  );
}

export async function renderPage(path: string): Promise<RenderedPage> {
  let head: HeadTag[] = [];
  const handle = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => createAppRouter(),
  });
  const response = await handle(async ({ router, responseHeaders }) => {
    head = headTagsOf(router);
    await loadMatchedComponents(router);
    const html = renderToString(
      <App>
        <RouterServer router={router} />
      </App>,
    );
    // A part that suspended would be left for the browser to render: not what a prerendered page is for.
    if (/<!--\$[?!]-->/.test(html)) throw new Error(`${path}: a part of the page did not render at build time`);
    return new Response(html, { status: getSsrStatus(router), headers: responseHeaders });
  });
  if (response.status >= 300 && response.status < 400) {
    throw new Error(`${path} redirects to ${response.headers.get('location')}: prerender the canonical path instead`);
  }
  return { status: response.status, html: await response.text(), head };
}

/** Every path to prerender, from the route tree and the course catalogue. */
export function listPages(): Promise<string[]> {
  return listPrerenderPaths(createAppRouter());
}
