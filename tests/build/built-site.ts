import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type TestSiteMode, testSites } from '../test-sites';

const root = resolve(import.meta.dirname, '../..');

interface ServerEntry {
  default: { fetch(request: Request): Promise<Response> };
}

function filesIn(dir: string, extension = '') {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The site built in `mode` by `npm run build:test-sites` (the build tests only read it): the
 * browser's files and prerendered pages (client/), and the render server (server/), which
 * `render` asks for a page as a request would.
 */
export function builtSite(mode: TestSiteMode) {
  const site = testSites[mode];
  const outDir = resolve(root, site.outDir);
  const clientDir = join(outDir, 'client');
  const serverDir = join(outDir, 'server');
  if (!existsSync(join(serverDir, 'server.js'))) {
    throw new Error(`${site.outDir} has no build: run \`npm run build:test-sites ${mode}\` first.`);
  }
  return {
    outDir,
    clientDir,
    serverDir,
    /** A file of the browser's side, by its path in the site ('gioi-thieu/index.html'). */
    read: (path: string) => readFileSync(join(clientDir, path), 'utf8'),
    /** Vite's manifest of the browser's files, kept beside them (scripts/vite/site-files.ts), as parsed JSON. */
    manifest: (): unknown => JSON.parse(readFileSync(join(outDir, 'meta/manifest.json'), 'utf8')),
    /** Every script the browser can load, as one text. */
    js: () => filesIn(join(clientDir, 'assets'), '.js').map((file) => readFileSync(file, 'utf8')).join('\n'),
    /** Every script of the render server, as one text. */
    serverJs: () => filesIn(serverDir, '.js').map((file) => readFileSync(file, 'utf8')).join('\n'),
    /** Every file of the build, by path, with its text. */
    files: () => filesIn(outDir).map((path) => ({ path, text: readFileSync(path, 'latin1') })),
    /** The render server's answer to a request for `path` (its API answered in this process). */
    async render(path: string) {
      const server = (await import(pathToFileURL(join(serverDir, 'server.js')).href)) as ServerEntry;
      return server.default.fetch(new Request(new URL(path, 'http://127.0.0.1')));
    },
  };
}
