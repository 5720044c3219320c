// Nothing Node-only here or in anything this imports (seed-records.ts uses node:crypto): the browser
// loads this module. Node seeds with `seedDatabase` (node-seed.ts), the browser with `loadSeedRecords`
// and `virtual:mock-seed`.
export { db } from './model';
export { loadSeedRecords, reseed } from './seed';
