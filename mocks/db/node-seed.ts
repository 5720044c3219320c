// Node only (component tests, the HTTP fake backend, contract provider states): builds the seed
// records with faker, once, and loads them. The browser loads the same records from `virtual:mock-seed`.
import { faker } from '@faker-js/faker';
import { loadSeedRecords, type SeedOptions } from './seed';
import { buildSeedRecords, type SeedRecords } from './seed-records';

let records: SeedRecords | undefined;

/**
 * Empties the database and fills it again, with the same ids and dates on every run. Options not
 * given are those of the last call.
 */
export function seedDatabase(options: SeedOptions = {}) {
  records ??= buildSeedRecords(faker);
  loadSeedRecords(records, options);
}
