import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type TestSiteMode, testSites } from '../test-sites';

const root = resolve(import.meta.dirname, '../..');

/** The site built in `mode` by `npm run build:test-sites` (the build tests only read it). */
export function builtSite(mode: TestSiteMode) {
  const site = testSites[mode];
  const outDir = resolve(root, site.outDir);
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`${site.outDir} has no build: run \`npm run build:test-sites ${mode}\` first.`);
  }
  return {
    outDir,
    read: (path: string) => readFileSync(join(outDir, path), 'utf8'),
    js: () =>
      readdirSync(join(outDir, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
        .join('\n'),
  };
}
