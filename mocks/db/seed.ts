// Loads seed records into a database. Nothing Node-only here: the browser imports this module, and
// gets its records from `virtual:mock-seed`; Node builds them with seed-records.ts (see node-seed.ts).
import { drop } from '@mswjs/data';
import { db, type Database } from './model';
import type { SeedRecords } from './seed-types';

export interface SeedOptions {
  /** Prefix for image URLs: the site's base path in the browser, an origin over HTTP. */
  imageBase?: string;
  /** `false` leaves the categories but no articles (the empty scenario). */
  withArticles?: boolean;
}

/** Empties `database` and fills it with `records`. */
export function fillDatabase(database: Database, records: SeedRecords, { imageBase = '/', withArticles = true }: SeedOptions = {}) {
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

let lastOptions: Required<SeedOptions> = { imageBase: '/', withArticles: true };
let lastRecords: SeedRecords | undefined;

/**
 * Empties the database and fills it with `records`. Options not given are those of the last call
 * (at first: image base `/`, with articles).
 */
export function loadSeedRecords(records: SeedRecords, options: SeedOptions = {}) {
  lastRecords = records;
  lastOptions = { ...lastOptions, ...options };
  fillDatabase(db, records, lastOptions);
}

/**
 * Seeds again from the last records, with the options of the last call overridden by `options`.
 * Before any records were loaded it only remembers the options.
 */
export function reseed(options: SeedOptions = {}) {
  if (lastRecords) loadSeedRecords(lastRecords, options);
  else lastOptions = { ...lastOptions, ...options };
}
