// Builds the seed records in Node: the browser gets them as data through `virtual:mock-seed`
// (mocks/vite-seed-plugin.ts), Node tests and servers through node-seed.ts. faker is passed in, so
// the Vite config that bundles this file loads faker only when a build or page asks for the seed.
// `.ts` in the import: this file is part of the Vite config's module graph (see vite-seed-plugin.ts).
import type { Faker } from '@faker-js/faker';
import { seedArticles, seedCategories } from './news-content';

/** The day the written articles were published against; their text refers to it. */
export const referenceDate = new Date('2025-11-15T02:00:00Z');

const dayMs = 24 * 60 * 60 * 1000;

export interface SeedCategoryRecord {
  _id: string;
  type: string;
}

export interface SeedContentRecord {
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

/** Everything the fake backend's database is seeded with: plain JSON, no faker needed to load it. */
export interface SeedRecords {
  categories: SeedCategoryRecord[];
  articles: SeedArticleRecord[];
}

/**
 * Builds the seed records from the written content, with `faker` (the `faker` export of
 * @faker-js/faker). A fixed seed and always the same calls in the same order (category ids, then per
 * article: its time of day, its id, its blocks' ids) give the same ids and dates on every run, so
 * links, tests and contracts stay stable. Do not reorder them.
 */
export function buildSeedRecords(faker: Faker): SeedRecords {
  faker.seed(20251115);
  const image = (variant: number) => `images/news/${variant}.svg`;
  const categoryIds = new Map<string, string>();
  const categories = seedCategories.map((category) => {
    const record = { _id: faker.database.mongodbObjectId(), type: category.type };
    categoryIds.set(category.key, record._id);
    return record;
  });
  const articles = seedArticles.map((article): SeedArticleRecord => {
    const published = referenceDate.getTime() - article.daysAgo * dayMs + faker.number.int({ min: 0, max: 9 * 3600 }) * 1000;
    const _id = faker.database.mongodbObjectId();
    const categoryId = categoryIds.get(article.categoryKey);
    if (!categoryId) throw new Error(`Article ${article.key}: unknown category ${article.categoryKey}`);
    return {
      _id,
      title: article.title,
      summary: article.summary,
      image: image(article.imageVariant),
      date: new Date(published).toISOString(),
      isHot: article.isHot ?? false,
      categoryId,
      contents: article.blocks.map((block) => ({
        _id: faker.database.mongodbObjectId(),
        subtitle: block.subtitle,
        description: block.description,
        image: block.imageVariant ? image(block.imageVariant) : '',
      })),
    };
  });
  return { categories, articles };
}
