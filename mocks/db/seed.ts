// How every process gets the fake backend's data: the browser's worker, a demo's render server, the
// tests and `npm run mock:server` all call `seedDatabase`, and the handlers ask `databaseFor` for the
// database of each request: the written seed's, or the `many` scenario's (generated on its first
// request). Both are dated back from the serve day (serve-day.ts); a process that runs for days
// fills them again when the week they are dated for changes, checked on every request.
import { drop } from '@mswjs/data';
import type * as generator from './many/generate';
import { db, manyDb, type Database } from './model';
import type { Scenario } from '../scenario';
import { buildSeedRecords, referenceDay, type SeedRecords } from './seed-records';
import { serveDay } from './serve-day';

/** Prefix for image URLs: the site's base path in the browser and a demo's render server, `/` elsewhere. */
let imageBase = '/';
let written: { reference: string; records: SeedRecords } | undefined;
/** What `db` was last filled with: every write to it goes through `load`. */
let loaded: { records: SeedRecords; withArticles: boolean; imageBase: string } | undefined;
/** Whether `db` holds the written seed (`seedDatabase`), which follows the serve day, rather than records loaded on purpose. */
let followsServeDay = false;
let manyGenerator: Promise<typeof generator> | undefined;
let manyLoaded: { records: SeedRecords; imageBase: string } | undefined;

/** The written seed's records (news-content.ts) as served today, built once for each reference day. */
export function writtenRecords(): SeedRecords {
  const today = serveDay();
  const reference = referenceDay(today);
  if (written?.reference !== reference) written = { reference, records: buildSeedRecords(today) };
  return written.records;
}

function load(records: SeedRecords, withArticles: boolean) {
  if (loaded?.records === records && loaded.withArticles === withArticles && loaded.imageBase === imageBase) return;
  fill(db, records, withArticles);
  loaded = { records, withArticles, imageBase };
}

/**
 * Empties the database the handlers answer from and fills it with `records`; `withArticles: false`
 * keeps only the categories. Nothing is done when it holds them already: the tests reset it after
 * each test, and most leave it as it was. The records stay as they are whatever the day.
 */
export function loadSeedRecords(records: SeedRecords, { withArticles = true } = {}) {
  followsServeDay = false;
  load(records, withArticles);
}

/**
 * Empties the database and fills it with the written seed as served today, the same ids and dates
 * in every process. `imageBase` is kept for later loads and the `many` scenario's database.
 */
export function seedDatabase(options: { imageBase?: string; withArticles?: boolean } = {}) {
  imageBase = options.imageBase ?? imageBase;
  followsServeDay = true;
  load(writtenRecords(), options.withArticles ?? true);
}

/** The database a scenario answers from: `many` has its own, every other scenario the written seed's. */
export async function databaseFor(scenario: Scenario): Promise<Database> {
  if (scenario !== 'many') {
    // Nothing to do on most requests: the written seed is built once a week.
    if (followsServeDay) load(writtenRecords(), loaded?.withArticles ?? true);
    return db;
  }
  // The generator and faker load only here (in the browser, a chunk fetched only in this scenario).
  const { manyRecords } = await (manyGenerator ??= import('./many/generate'));
  const records = manyRecords();
  if (manyLoaded?.records !== records || manyLoaded.imageBase !== imageBase) {
    fill(manyDb, records, true);
    manyLoaded = { records, imageBase };
  }
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
