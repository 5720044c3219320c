/**
 * vite-prerender-plugin's entry: for each path it asks the server bundle (built just before the
 * browser bundle, see scripts/vite/prerender.ts) to render the page, and hands the plugin the HTML for
 * `#root` and the page's head tags, which the plugin writes into index.html.
 * This module runs in Node during the build only; it is removed from the output.
 */
import type { HeadTag } from './head-tags';
import type * as ServerEntryModule from '../entry-server';

type ServerEntry = typeof ServerEntryModule;

interface HeadElement {
  type: string;
  props: Record<string, unknown>;
}

export const notFoundPage = '/404.html';

function headOf(tags: HeadTag[]) {
  const title = tags.find((tag) => tag.tag === 'title')?.children ?? '';
  const elements = new Set<HeadElement>(
    tags.filter((tag) => tag.tag === 'meta' || tag.tag === 'link').map((tag) => ({ type: tag.tag, props: { ...tag.attrs } })),
  );
  return { lang: 'vi', title, elements };
}

export async function prerender({ url }: { url: string }) {
  // Set by scripts/vite/prerender.ts (a global: the browser build replaces `process.env`).
  const entry = (globalThis as { siteServerEntry?: string }).siteServerEntry;
  if (!entry) throw new Error('No server bundle: build with `vite build`, which builds it first');
  const server = (await import(/* @vite-ignore */ entry)) as ServerEntry;
  const page = await server.renderPage(url);
  if (page.status !== (url === notFoundPage ? 404 : 200)) throw new Error(`${url} rendered with status ${page.status}`);
  return {
    html: page.html,
    head: headOf(page.head),
    // The home page hands the plugin every other page to render.
    ...(url === '/' ? { links: new Set([...(await server.listPages()), notFoundPage]) } : {}),
  };
}
