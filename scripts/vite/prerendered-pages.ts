import { pagesRenderedOnRequest } from '../../src/server/rendered-on-request.ts';

/** The page TanStack Start's prerender is asked about. */
interface PrerenderPage {
  path: string;
}

/** The app shell's file, dist/client/_shell.html (scripts/vite/site-files.ts). */
export const appShellPath = '/_shell';

/** The pages that show news: rendered on request by the render server, never at build time. */
export const renderedOnRequest = new RegExp(pagesRenderedOnRequest);

/**
 * Which of the pages found (the routes without parameters, and the links crawled from them) are
 * written to HTML at build time: every page of the site but those that show news, each once
 * (no query or #fragment, no trailing slash: an index route's own path has one), and no file the
 * pages link to (the brochure PDF) or the server writes (sitemap.xml).
 */
export function isPrerendered({ path }: PrerenderPage): boolean {
  if (/[?#]/.test(path) || /\.\w+$/.test(path) || /.\/$/.test(path)) return false;
  return !renderedOnRequest.test(path);
}
