// Nothing Node-only here or in anything this imports (seed-records.ts uses node:crypto): the browser
// loads this module. Node seeds with `seedDatabase` (node-seed.ts), the browser with `loadSeedRecords`
// and `virtual:mock-seed`.
// Loading records also makes the database follow the scenario (empty = no articles), see seed.ts.
export { db } from './model';
export { loadSeedRecords, reseed } from './seed';
