// The shape of the seed records, apart from the Node code that builds them (seed-records.ts): the
// browser's half of the fake backend imports these types, and is type-checked without Node's.

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

/** Everything the fake backend's database is seeded with: plain JSON, no code needed to load it. */
export interface SeedRecords {
  categories: SeedCategoryRecord[];
  articles: SeedArticleRecord[];
}
