// Part of the Vite config's module graph: relative imports carry `.ts`, as Vite's native config
// loader will need (the bundling loader warns about them otherwise).
import type { Plugin } from 'vite';
import { buildSeedRecords, type SeedRecords } from './db/seed-records.ts';

/** What each virtual module holds: the written seed, and the `many` scenario's (made by faker, here in Node). */
const modules: Record<string, () => Promise<SeedRecords>> = {
  'virtual:mock-seed': () => Promise.resolve(buildSeedRecords()),
  'virtual:mock-seed-many': async () => (await import('./db/many/generate.ts')).manyRecords(),
};

/**
 * Provides `virtual:mock-seed` and `virtual:mock-seed-many` (imported by mocks/browser.ts and a demo's
 * render server): the fake backend's seed records, built here in Node (ids from node:crypto, the
 * `many` scenario's text and picks from faker) at build time or by the dev server, so the browser
 * gets the data but not the code that makes it. Image paths stay relative; the browser prefixes its
 * base path when it loads them. Editing the written seed restarts the dev server (it is part of the
 * config's module graph); the `many` generator is loaded only when its module is asked for.
 */
export function mockSeed(): Plugin {
  return {
    name: 'mock-seed',
    resolveId(id) {
      return Object.hasOwn(modules, id) ? `\0${id}` : undefined;
    },
    async load(id) {
      const build = id.startsWith('\0') ? modules[id.slice(1)] : undefined;
      if (!build) return undefined;
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(await build()))});\n`;
    },
  };
}
