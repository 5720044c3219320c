// Builds the seed records from the written content, the same in every process: the browser's worker,
// a demo's render server, the tests and `npm run mock:server` all call this (through seed.ts).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { addDays, vietnameseDay, weekdayOf } from './days';
import { seedArticles, seedCategories, type SeedArticle, type SeedCategory } from './news-content';
import { serveDay, weeksToServeDay } from './serve-day';

interface SeedCategoryRecord {
  _id: string;
  type: string;
}

interface SeedContentRecord {
  _id: string;
  subtitle: string;
  description: string;
  /** Relative to the image base (`images/news/3.svg`), or '' for a block without an image. */
  image: string;
}

export interface SeedArticleRecord {
  _id: string;
  title: string;
  summary: string;
  /** Relative to the image base, like the contents' images. */
  image: string;
  /** ISO date-time. */
  date: string;
  isHot: boolean;
  /** The `_id` of one of the categories. */
  categoryId: string;
  contents: SeedContentRecord[];
}

/** What a database is filled with: plain JSON (the written seed, the `many` scenario's, a provider state's). */
export interface SeedRecords {
  categories: SeedCategoryRecord[];
  articles: SeedArticleRecord[];
}

/** The day the written articles' `daysAgo` were first counted back from (a Saturday). */
const writtenOn = '2025-11-15';

/** Articles come out between 9:00 and 18:00 in Vietnam (2:00 to 11:00 UTC). */
const publishingWindowSeconds = 9 * 3600;

/** The written content the records are built from (news-content.ts). */
interface SeedContent {
  categories: SeedCategory[];
  articles: SeedArticle[];
}

// A pure-JavaScript SHA-256, synchronous and the same in Node and in any browser (Web Crypto's is
// asynchronous, and missing from pages served over plain HTTP to another machine).
const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/**
 * The id of a seeded thing, from its key alone: the first 24 hex characters of the SHA-256 of
 * `<kind>:<key>` (a MongoDB ObjectId's shape). Kinds: `category:<category key>`, `article:<article key>`,
 * `content:<article key>/<block number from 1>`. No counter and no random source, so adding, removing
 * or reordering an article leaves every other id as it was.
 */
export const seedId = (kindAndKey: string) => sha256Hex(kindAndKey).slice(0, 24);

/** What a key looks like: lower-case ASCII letters and digits in words joined by single hyphens. */
const keyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Throws, with the key's name, on a key that is not a slug or is used twice. */
function checkKeys(kind: 'Article' | 'Category', keys: string[]) {
  const seen = new Set<string>();
  for (const key of keys) {
    if (!keyPattern.test(key)) throw new Error(`${kind} key '${key}' is not a slug (a-z, 0-9, single hyphens)`);
    if (seen.has(key)) throw new Error(`${kind} key '${key}' is used twice: keys must be unique, ids are made from them`);
    seen.add(key);
  }
}

/** Seconds after the start of the publishing window, from the article's key (stable like its id). */
const publishingSecond = (articleKey: string) =>
  Number.parseInt(sha256Hex(`time:${articleKey}`).slice(0, 8), 16) % (publishingWindowSeconds + 1);

/**
 * The day the articles' `daysAgo` count back from when served on `today`: `writtenOn` moved by the
 * whole weeks that put the newest article 1 to 7 days before `today`.
 */
export function referenceDay(today: string, articles: readonly SeedArticle[] = seedArticles): string {
  const newest = addDays(writtenOn, -Math.min(...articles.map((article) => article.daysAgo)));
  return addDays(writtenOn, weeksToServeDay(newest, today));
}

/** How a date placeholder writes the day it names (news-content.ts, 'Dates in the text'). */
const dateFormats: Record<string, (isoDay: string) => string> = {
  date: vietnameseDay,
  day: (isoDay) => vietnameseDay(isoDay).replace(/\/\d+$/, ''),
  weekday: weekdayOf,
  Weekday: (isoDay) => weekdayOf(isoDay).replace(/^t/, 'T'),
  month: (isoDay) => String(Number(isoDay.slice(5, 7))),
  'month-year': (isoDay) => vietnameseDay(isoDay).replace(/^\d+\//, ''),
  year: (isoDay) => isoDay.slice(0, 4),
};

const datePlaceholder = /\{([A-Za-z-]+)([+-]\d+)?\}/g;

/**
 * `text` with each date placeholder (`{date+11}`: the day 11 days after `published`, as `d/m/yyyy`)
 * written out. Throws, naming the article, on an unknown format or a brace that is no placeholder.
 */
export function writeDates(text: string, published: string, articleKey: string): string {
  const written = text.replace(datePlaceholder, (placeholder, format: string, offset: string | undefined) => {
    const write = Object.hasOwn(dateFormats, format) ? dateFormats[format]! : undefined;
    if (!write) throw new Error(`Article ${articleKey}: unknown date placeholder ${placeholder} (formats: ${Object.keys(dateFormats).join(', ')})`);
    return write(addDays(published, Number(offset ?? 0)));
  });
  const stray = /[{}]/.exec(written);
  if (stray) throw new Error(`Article ${articleKey}: '${stray[0]}' that is not part of a date placeholder in "${text}"`);
  return written;
}

/**
 * Builds the seed records from the written content (by default news-content.ts), in its order, as
 * served on `today`. Every id depends only on the item's own key, and every date on its `daysAgo`
 * and the reference day, so links, tests and contracts stay stable when other articles change.
 * Throws, naming the article, on a key that is not a slug or is used twice, an unknown category or
 * a date placeholder that cannot be written.
 */
export function buildSeedRecords(today = serveDay(), content: SeedContent = { categories: seedCategories, articles: seedArticles }): SeedRecords {
  checkKeys('Category', content.categories.map((category) => category.key));
  checkKeys('Article', content.articles.map((article) => article.key));
  const image = (variant: number) => `images/news/${variant}.svg`;
  const categoryIds = new Map<string, string>();
  const categories = content.categories.map((category) => {
    const record = { _id: seedId(`category:${category.key}`), type: category.type };
    categoryIds.set(category.key, record._id);
    return record;
  });
  const reference = referenceDay(today, content.articles);
  const articles = content.articles.map((article): SeedArticleRecord => {
    const published = addDays(reference, -article.daysAgo);
    const categoryId = categoryIds.get(article.categoryKey);
    if (!categoryId) throw new Error(`Article ${article.key}: unknown category ${article.categoryKey}`);
    const write = (text: string) => writeDates(text, published, article.key);
    return {
      _id: seedId(`article:${article.key}`),
      title: write(article.title),
      summary: write(article.summary),
      image: image(article.imageVariant),
      // 2:00 UTC is 9:00 in Vietnam.
      date: new Date(Date.parse(`${published}T02:00:00Z`) + publishingSecond(article.key) * 1000).toISOString(),
      isHot: article.isHot ?? false,
      categoryId,
      contents: article.blocks.map((block, index) => ({
        _id: seedId(`content:${article.key}/${index + 1}`),
        subtitle: write(block.subtitle),
        description: write(block.description),
        image: block.imageVariant ? image(block.imageVariant) : '',
      })),
    };
  });
  return { categories, articles };
}
