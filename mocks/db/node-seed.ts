// Node only (component tests, the HTTP fake backend, contract provider states): builds the seed
// records once (seed-records.ts, with node:crypto) and loads them. The browser loads the same records
// from `virtual:mock-seed`. The `many` scenario's are made by its generator (faker), when first asked for.
import { provideManyRecords } from './many-dataset';
import { loadSeedRecords, type SeedOptions } from './seed';
import { buildSeedRecords, type SeedRecords } from './seed-records';

let records: SeedRecords | undefined;

provideManyRecords(async () => (await import('./many/generate')).manyRecords());

/**
 * Empties the database and fills it again, with the same ids and dates on every run. Options not
 * given are those of the last call.
 */
export function seedDatabase(options: SeedOptions = {}) {
  records ??= buildSeedRecords();
  loadSeedRecords(records, options);
}
