// Nothing Node-only here or in anything this imports (seed-records.ts uses node:crypto, many/ faker):
// the browser loads this module. Node seeds with `seedDatabase` (node-seed.ts), the browser with
// `loadSeedRecords` and `virtual:mock-seed`, and the `many` scenario's records with `provideManyRecords`.
export { db } from './model';
export { loadSeedRecords, reseed } from './seed';
export { databaseFor, provideManyRecords } from './many-dataset';
