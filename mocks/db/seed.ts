// How every process gets the fake backend's data: the browser's worker, a demo's render server, the
// tests and `npm run mock:server` all call `seedDatabase`, and the handlers ask `databaseFor` for the
// `many` scenario's, which is generated on its first request.
import { drop } from '@mswjs/data';
import { db, manyDb, type Database } from './model';
import type { Scenario } from '../scenario';
import { buildSeedRecords, type SeedRecords } from './seed-records';

/** Prefix for image URLs: the site's base path in the browser and a demo's render server, `/` elsewhere. */
let imageBase = '/';
let written: SeedRecords | undefined;
let manyFilled: Promise<void> | undefined;
/** What `db` was last filled with: every write to it goes through `loadSeedRecords`. */
let loaded: { records: SeedRecords; withArticles: boolean; imageBase: string } | undefined;

/** The written seed's records (news-content.ts), built once. */
export const writtenRecords = () => (written ??= buildSeedRecords());

/**
 * Empties the database the handlers answer from and fills it with `records`; `withArticles: false`
 * keeps only the categories. Nothing is done when it holds them already: the tests reset it after
 * each test, and most leave it as it was.
 */
export function loadSeedRecords(records: SeedRecords, { withArticles = true } = {}) {
  if (loaded?.records === records && loaded.withArticles === withArticles && loaded.imageBase === imageBase) return;
  fill(db, records, withArticles);
  loaded = { records, withArticles, imageBase };
}

/**
 * Empties the database and fills it with the written seed, the same ids and dates in every process
 * and on every run. `imageBase` is kept for later loads and the `many` scenario's database.
 */
export function seedDatabase(options: { imageBase?: string; withArticles?: boolean } = {}) {
  imageBase = options.imageBase ?? imageBase;
  loadSeedRecords(writtenRecords(), options);
}

/** The database a scenario answers from: `many` has its own, every other scenario the written seed's. */
export async function databaseFor(scenario: Scenario): Promise<Database> {
  if (scenario !== 'many') return db;
  // The generator and faker load only here (in the browser, a chunk fetched only in this scenario).
  manyFilled ??= import('./many/generate').then(({ manyRecords }) => fill(manyDb, manyRecords(), true));
  await manyFilled;
  return manyDb;
}

function fill(database: Database, records: SeedRecords, withArticles: boolean) {
  drop(database);
  const image = (path: string) => (path ? `${imageBase}${path}` : '');
  const categories = new Map(records.categories.map(({ _id, type }) => [_id, database.category.create({ _id, type })]));
  if (!withArticles) return;
  for (const article of records.articles) {
    // Contents first, then their article.
    const contents = article.contents.map((content) => database.content.create({ ...content, image: image(content.image) }));
    database.article.create({
      _id: article._id,
      title: article.title,
      summary: article.summary,
      image: image(article.image),
      date: article.date,
      isHot: article.isHot,
      category: categories.get(article.categoryId),
      contents,
    });
  }
}
