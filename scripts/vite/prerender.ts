/**
 * Build-time rendering: the server bundle (src/entry-server.tsx) is built first, then the browser
 * bundle, during which vite-prerender-plugin writes every static page (src/prerender/prerender.ts),
 * and this file adds the app shell for routes rendered in the browser, sitemap.xml and robots.txt.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuilderOptions, Plugin, UserConfig } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';

/**
 * What this file uses of the server bundle (src/entry-server.tsx). Written out rather than imported
 * from the site's code, so the Vite config is type-checked as Node code, without the browser's types
 * (tsconfig.node.json); src/prerender/prerender.ts uses the full, imported type.
 */
interface ServerEntry {
  listPages(): Promise<string[]>;
}

/** Where pages that are not prerendered (a news article) are answered from: index.html as built. */
export const appShellDir = 'app-shell';

const root = resolve(import.meta.dirname, '../..');
const prerenderScript = resolve(root, 'src/prerender/prerender.ts');

// Vite loads this config once per environment, so the server bundle's address is kept on
// `globalThis`, where src/prerender/prerender.ts (inside the browser build) finds it too.
async function loadServerEntry(): Promise<ServerEntry> {
  const { siteServerEntry } = globalThis as { siteServerEntry?: string };
  if (!siteServerEntry) throw new Error('The server bundle is built by `vite build` before the browser bundle');
  return (await import(siteServerEntry)) as ServerEntry;
}

/** The server bundle's environment and the build order: server first, then the browser. */
export function prerenderBuild(mode: string): Pick<UserConfig, 'environments'> & { builder: BuilderOptions } {
  // Kept out of the site's files; one folder per mode, so a demo build never renders with production's.
  const serverOutDir = resolve(root, `node_modules/.cache/site-server/${mode}`);
  return {
    environments: {
      ssr: {
        build: {
          outDir: serverOutDir,
          emptyOutDir: true,
          rollupOptions: { input: { 'entry-server': resolve(root, 'src/entry-server.tsx') } },
        },
      },
    },
    builder: {
      async buildApp(builder) {
        await builder.build(builder.environments.ssr!);
        Object.assign(globalThis, { siteServerEntry: pathToFileURL(resolve(serverOutDir, 'entry-server.js')).href });
        await builder.build(builder.environments.client!);
      },
    },
  };
}

function xmlEscape(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The browser build's plugins that write the static pages and the files crawlers read. */
export function prerenderPages({ siteUrl }: { siteUrl: string }): Plugin[] {
  const absolute = (path: string) => new URL(path.replace(/^\//, ''), `${siteUrl.replace(/\/$/, '')}/`).href;
  const clientOnly = { apply: 'build', applyToEnvironment: (environment) => environment.name === 'client' } satisfies Partial<Plugin>;
  return [
    {
      name: 'app-shell',
      ...clientOnly,
      enforce: 'post',
      // Runs before the prerender plugin fills index.html with the home page.
      generateBundle(_options, bundle) {
        const template = bundle['index.html'];
        if (template?.type !== 'asset') return this.error('index.html is missing from the bundle');
        this.emitFile({ type: 'asset', fileName: `${appShellDir}/index.html`, source: template.source });
      },
    },
    ...vitePrerenderPlugin({ renderTarget: '#root', prerenderScript, previewMiddlewareFallback: `/${appShellDir}` }),
    {
      name: 'sitemap-and-robots',
      ...clientOnly,
      enforce: 'post',
      async generateBundle(_options, bundle) {
        const server = await loadServerEntry();
        const urls = (await server.listPages()).map((path) => `  <url><loc>${xmlEscape(absolute(path))}</loc></url>`);
        this.emitFile({
          type: 'asset',
          fileName: 'sitemap.xml',
          source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: 'robots.txt',
          source: `User-agent: *\nAllow: /\nDisallow: /${appShellDir}/\n\nSitemap: ${absolute('/sitemap.xml')}\n`,
        });
        // The prerender entry runs in Node during the build and has no place in the site's files.
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type === 'chunk' && output.facadeModuleId === prerenderScript) delete bundle[fileName];
        }
      },
    },
  ];
}
