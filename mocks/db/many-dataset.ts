// The `many` scenario's database, filled the first time a request asks for it. Its records come from
// wherever this process has them: data built at build time (the browser, a demo's render server) or
// the generator itself (Node: tests, the HTTP fake backend). Nothing Node-only here.
import type { Scenario } from '../scenario';
import { db, manyDb, type Database } from './model';
import { fillDatabase } from './seed';
import type { SeedRecords } from './seed-types';

let source: (() => Promise<SeedRecords>) | undefined;
let imageBase = '/';
let filled: Promise<void> | undefined;

/** Where this process gets the `many` scenario's records (read once, when first needed). */
export function provideManyRecords(load: () => Promise<SeedRecords>, options: { imageBase?: string } = {}) {
  source = load;
  imageBase = options.imageBase ?? '/';
  filled = undefined;
}

/** The database a scenario answers from: `many` has its own, every other scenario the written seed's. */
export async function databaseFor(scenario: Scenario): Promise<Database> {
  if (scenario !== 'many') return db;
  if (!source) throw new Error('This process has no records for the many scenario (provideManyRecords)');
  filled ??= source().then((records) => fillDatabase(manyDb, records, { imageBase }));
  await filled;
  return manyDb;
}
