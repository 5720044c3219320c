import { faker } from '@faker-js/faker';
import { drop } from '@mswjs/data';
import { db } from './model';
import { seedArticles, seedCategories } from './news-content';

/** The day the written articles were published against; their text refers to it. */
export const referenceDate = new Date('2025-11-15T02:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** Prefix for image URLs: the site's base path in the browser, an origin over HTTP. */
  imageBase?: string;
  /** `false` leaves the categories but no articles (the empty scenario). */
  withArticles?: boolean;
}

let lastOptions: Required<SeedOptions> = { imageBase: '/', withArticles: true };

/**
 * Empties the database and fills it again. A fixed faker seed gives the same ids and times on
 * every run, so links, tests and contracts stay stable.
 */
export function seedDatabase(options: SeedOptions = {}) {
  lastOptions = { ...lastOptions, ...options };
  const { imageBase, withArticles } = lastOptions;
  drop(db);
  faker.seed(20251115);

  const image = (variant: number) => `${imageBase}images/news/${variant}.svg`;
  const categories = new Map(
    seedCategories.map((category) => [
      category.key,
      db.category.create({ _id: faker.database.mongodbObjectId(), type: category.type }),
    ]),
  );
  if (!withArticles) return;

  for (const article of seedArticles) {
    const published = referenceDate.getTime() - article.daysAgo * dayMs + faker.number.int({ min: 0, max: 9 * 3600 }) * 1000;
    db.article.create({
      _id: faker.database.mongodbObjectId(),
      title: article.title,
      summary: article.summary,
      image: image(article.imageVariant),
      date: new Date(published).toISOString(),
      isHot: article.isHot ?? false,
      category: categories.get(article.categoryKey),
      contents: article.blocks.map((block) =>
        db.content.create({
          _id: faker.database.mongodbObjectId(),
          subtitle: block.subtitle,
          description: block.description,
          image: block.imageVariant ? image(block.imageVariant) : '',
        }),
      ),
    });
  }
}

/** Seeds again with the options of the last call (used when a scenario changes). */
export function reseed(options: SeedOptions = {}) {
  seedDatabase({ ...lastOptions, ...options });
}
