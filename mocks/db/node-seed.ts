// Node only (component tests, the HTTP fake backend, contract provider states): builds the seed
// records once (seed-records.ts, with node:crypto) and loads them. The browser loads the same records
// from `virtual:mock-seed`.
import { loadSeedRecords, type SeedOptions } from './seed';
import { buildSeedRecords, type SeedRecords } from './seed-records';

let records: SeedRecords | undefined;

/**
 * Empties the database and fills it again, with the same ids and dates on every run. Options not
 * given are those of the last call.
 */
export function seedDatabase(options: SeedOptions = {}) {
  records ??= buildSeedRecords();
  loadSeedRecords(records, options);
}
