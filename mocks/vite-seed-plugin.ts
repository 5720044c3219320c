// Part of the Vite config's module graph: relative imports carry `.ts`, as Vite's native config
// loader will need (the bundling loader warns about them otherwise).
import type { Plugin } from 'vite';
import { buildSeedRecords } from './db/seed-records.ts';

const moduleId = 'virtual:mock-seed';
const resolvedId = `\0${moduleId}`;

/**
 * Provides `virtual:mock-seed` (imported by mocks/browser.ts): the fake backend's seed records,
 * built here in Node (ids from node:crypto) at build time or by the dev server, so the browser gets
 * the data but not the code that makes it. Image paths stay relative; the browser prefixes its base
 * path when it loads them. Editing the seed content restarts the dev server (it is part of the
 * config's module graph).
 */
export function mockSeed(): Plugin {
  return {
    name: 'mock-seed',
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(buildSeedRecords()))});\n`;
    },
  };
}
