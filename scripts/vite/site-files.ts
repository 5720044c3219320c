/**
 * What the build writes after TanStack Start has prerendered the static pages (a `buildApp` step
 * that runs after Start's own):
 * - 404.html and en/404.html, the not-found page in each language, rendered by the built server, for nginx's `error_page`;
 * - _shell.html, the app shell: the site around an empty page, which the browser renders. nginx
 *   answers it for the pages that show news while the render server is down. (Start's own `spa`
 *   option would also make the development server send nothing but the shell.) A demo build has it
 *   as index.html too: a static host answers it for every address without a file of its own
 *   (docs/deploy.md#a-demo-on-a-static-host);
 * - robots.txt, pointing at the sitemap the render server writes from the API;
 * - beside dist/client, in dist/meta/ (the build's metadata, never published with the site):
 *   Vite's manifest of dist/client (manifest.json: the byte budgets and build tests read it), and
 *   nginx-site.conf, what nginx must know of this build (deploy/nginx includes it): each static
 *   page's inline scripts as hashes, the site's Content-Security-Policy (the render server's own,
 *   src/server/content-security-policy.ts) and, in a demo build, which requests ask for a
 *   fake-backend scenario (they are rendered for their visitor alone, never kept); and build.json,
 *   whether the build is a demo, for the render server's start (scripts/render-server-checks.mjs:
 *   a production build needs API_BASE_URL, a demo has its fake backend inside), and each static
 *   page's CSP, which the render server run alone sends with the page (scripts/start-server.mjs).
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, type PolicyOrigins } from '../../src/server/content-security-policy.ts';
import { inlineScriptHashes } from '../../src/server/inline-script-hashes.ts';
import { locales, localizedPath } from '../../src/i18n/locale.ts';
import { appShellPath } from './prerendered-pages.ts';

/** The build's metadata, beside the site's files (dist/client), by their paths in the build (dist). */
const buildMeta = { dir: 'meta', manifest: 'meta/manifest.json', nginxConf: 'meta/nginx-site.conf', build: 'meta/build.json' };

interface ServerEntry {
  default: { fetch(request: Request): Promise<Response> };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function writeNotFoundPageAndShell(clientDir: string, serverDir: string, mocks: boolean) {
  // Start's server renders the shell on this header while it prerenders (it set the variable too).
  process.env.TSS_PRERENDERING = 'true';
  const server = (await import(pathToFileURL(join(serverDir, 'server.js')).href)) as ServerEntry;
  // One per language: /404.html, /en/404.html.
  for (const path of locales.map((locale) => localizedPath('/404', locale))) {
    const file = `${path.slice(1)}.html`;
    const notFound = await server.default.fetch(new Request(`http://localhost${path}`));
    if (notFound.status !== 404) throw new Error(`The not-found page ${path} rendered with status ${notFound.status}`);
    await writeFile(join(clientDir, file), await notFound.text());
  }
  const shell = await server.default.fetch(new Request('http://localhost/', { headers: { 'X-TSS_SHELL': 'true' } }));
  if (shell.status !== 200) throw new Error(`The app shell rendered with status ${shell.status}`);
  const shellHtml = await shell.text();
  await writeFile(join(clientDir, `${appShellPath.slice(1)}.html`), shellHtml);
  if (mocks) await writeFile(join(clientDir, 'index.html'), shellHtml);
}

interface SiteFilesOptions extends PolicyOrigins {
  siteUrl: string;
  /** Whether the build has the fake backend (a demo). */
  mocks: boolean;
}

/** Each static page's inline scripts as CSP sources, by its file's address in dist/client (`/lien-he/index.html`). */
async function pageScriptHashes(clientDir: string): Promise<Record<string, string[]>> {
  const files = await htmlFiles(clientDir);
  const hashes = await Promise.all(files.map(async (file) => inlineScriptHashes(await readFile(file, 'utf8'))));
  return Object.fromEntries(files.map((file, index) => [`/${relative(clientDir, file)}`, hashes[index]!]));
}

async function writeNginxConf(buildDir: string, pages: Record<string, string[]>, { mocks, ...origins }: SiteFilesOptions) {
  const lines = Object.entries(pages).map(([file, hashes]) => `    ${file} "${hashes.join(' ')}";`);
  const scenario = mocks
    ? '# A fake-backend scenario asked for (`?mock=`, or the cookie the scenario panel sets).\nmap $arg_mock$cookie_mock_scenario $fake_backend_scenario {\n    "" "";\n    default 1;\n}'
    : '# A production build has no fake backend: no request asks for a scenario.\nmap $uri $fake_backend_scenario {\n    default "";\n}';
  await writeFile(
    join(buildDir, buildMeta.nginxConf),
    [
      '# Written by the build (scripts/vite/site-files.ts) for deploy/nginx/default.conf.template.',
      "# Each static page's inline scripts.",
      `map $uri $page_script_hashes {\n    default "";\n${lines.join('\n')}\n}`,
      "# The site's Content-Security-Policy for the page or file being answered.",
      `map $uri $site_policy {\n    default "${contentSecurityPolicy(['$page_script_hashes'], origins)}";\n}`,
      scenario,
      '',
    ].join('\n'),
  );
}

export function siteFiles(options: SiteFilesOptions): Plugin {
  return {
    name: 'site-files',
    apply: 'build',
    enforce: 'post',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const clientDir = builder.environments.client!.config.build.outDir;
        const serverDir = builder.environments.ssr!.config.build.outDir;
        const buildDir = resolve(clientDir, '..');
        await rm(join(buildDir, buildMeta.dir), { recursive: true, force: true });
        await mkdir(join(buildDir, buildMeta.dir));
        await rename(join(clientDir, '.vite/manifest.json'), join(buildDir, buildMeta.manifest));
        await rm(join(clientDir, '.vite'), { recursive: true });
        await writeNotFoundPageAndShell(clientDir, serverDir, options.mocks);
        const sitemap = new URL('sitemap.xml', `${options.siteUrl.replace(/\/$/, '')}/`).href;
        await writeFile(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
        const pages = await pageScriptHashes(clientDir);
        await writeNginxConf(buildDir, pages, options);
        // The render server run alone (`npm start`) gives a static page the CSP nginx gives it.
        const { mocks, ...origins } = options;
        const pagePolicies = Object.fromEntries(Object.entries(pages).map(([file, hashes]) => [file, contentSecurityPolicy(hashes, origins)]));
        await writeFile(join(buildDir, buildMeta.build), `${JSON.stringify({ demo: mocks, pagePolicies }, null, 1)}\n`);
      },
    },
  };
}
