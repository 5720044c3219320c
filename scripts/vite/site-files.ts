/**
 * What the build writes after TanStack Start has prerendered the static pages (a `buildApp` step
 * that runs after Start's own):
 * - 404.html, the not-found page, rendered by the built server, for nginx's `error_page`;
 * - robots.txt, pointing at the sitemap the render server writes from the API;
 * - .nginx/script-hashes.conf, an nginx `map` from each static page to the hashes of its inline
 *   scripts, for the Content-Security-Policy (deploy/nginx includes it).
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { inlineScriptHashes } from '../../src/server/inline-script-hashes.ts';

export const scriptHashesFile = '.nginx/script-hashes.conf';

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

async function writeNotFoundPage(clientDir: string, serverDir: string) {
  const server = (await import(pathToFileURL(join(serverDir, 'server.js')).href)) as ServerEntry;
  const response = await server.default.fetch(new Request('http://localhost/404'));
  if (response.status !== 404) throw new Error(`The not-found page rendered with status ${response.status}`);
  await writeFile(join(clientDir, '404.html'), await response.text());
}

async function writeScriptHashes(clientDir: string) {
  const lines = await Promise.all(
    (await htmlFiles(clientDir)).map(async (file) => {
      const hashes = inlineScriptHashes(await readFile(file, 'utf8'));
      return `    /${relative(clientDir, file)} "${hashes.join(' ')}";`;
    }),
  );
  const target = join(clientDir, scriptHashesFile);
  await mkdir(resolve(target, '..'), { recursive: true });
  await writeFile(
    target,
    `# Written by the build (scripts/vite/site-files.ts): each static page's inline scripts.\nmap $uri $page_script_hashes {\n    default "";\n${lines.join('\n')}\n}\n`,
  );
}

export function siteFiles({ siteUrl }: { siteUrl: string }): Plugin {
  return {
    name: 'site-files',
    apply: 'build',
    enforce: 'post',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const clientDir = builder.environments.client!.config.build.outDir;
        const serverDir = builder.environments.ssr!.config.build.outDir;
        await writeNotFoundPage(clientDir, serverDir);
        const sitemap = new URL('sitemap.xml', `${siteUrl.replace(/\/$/, '')}/`).href;
        await writeFile(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
        await writeScriptHashes(clientDir);
      },
    },
  };
}
