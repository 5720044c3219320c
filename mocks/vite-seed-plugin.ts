// Part of the Vite config's module graph: relative imports carry `.ts`, as Vite's native config
// loader will need (the bundling loader warns about them otherwise).
import type { Plugin } from 'vite';
import { buildSeedRecords } from './db/seed-records';

const moduleId = 'virtual:mock-seed';
const resolvedId = `\0${moduleId}`;

/**
 * Provides `virtual:mock-seed` (imported by mocks/browser.ts): the fake backend's seed records,
 * built with faker here in Node at build time or by the dev server, so the browser gets the data
 * but not faker. Image paths stay relative; the browser prefixes its base path when it loads them.
 * Editing the seed content restarts the dev server (it is part of the config's module graph).
 */
export function mockSeed(): Plugin {
  return {
    name: 'mock-seed',
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      // Loaded only when a build or page asks for the seed: other builds and test runs skip faker.
      const { faker } = await import('@faker-js/faker');
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(buildSeedRecords(faker)))});\n`;
    },
  };
}
