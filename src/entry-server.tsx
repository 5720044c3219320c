/**
 * Renders one URL of the site to HTML at build time (see `src/prerender/prerender.ts`), with the
 * same router, routes and providers the browser uses. Built as a Node bundle of its own, so the
 * router runs in its server mode and writes the data the browser hydrates from.
 */
import { createRequestHandler, getSsrStatus, RouterServer } from '@tanstack/react-router/ssr/server';
import { prerender } from 'react-dom/static';
import { App } from './app';
import { headTagsOf, type HeadTag } from './prerender/head-tags';
import { createAppRouter } from './router';

import { listPrerenderPaths } from './prerender/prerender-paths';

export interface RenderedPage {
  status: number;
  /** The app's markup, for the `#root` element of index.html. */
  html: string;
  /** The page's title, meta, links and structured data, for the document head. */
  head: HeadTag[];
}

export async function renderPage(path: string): Promise<RenderedPage> {
  let head: HeadTag[] = [];
  const handle = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => createAppRouter(),
  });
  const response = await handle(async ({ router, responseHeaders }) => {
    head = headTagsOf(router);
    // Waits for every lazy part (route chunks, a pending view's chunk) before writing the HTML.
    const { prelude } = await prerender(
      <App>
        <RouterServer router={router} />
      </App>,
    );
    return new Response(prelude, { status: getSsrStatus(router), headers: responseHeaders });
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
