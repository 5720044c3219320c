import { describe, expect, it } from 'vitest';
import { manyRecords } from './many/generate';
import { manyDb } from './model';
import { databaseFor, loadSeedRecords, seedDatabase, writtenRecords } from './seed';

describe('seedDatabase', () => {
  it("puts image paths under the site's base path, in both databases, and loads the many scenario's records on its first request", async () => {
    seedDatabase({ imageBase: '/sub/' });
    try {
      const db = await databaseFor('normal');
      const first = writtenRecords().articles[0]!;
      expect(db.article.findFirst({ where: { _id: { equals: first._id } } })?.image).toBe(`/sub/${first.image}`);
      expect(manyDb.article.count()).toBe(0);
      const many = await databaseFor('many');
      expect(many.article.count()).toBe(manyRecords().articles.length);
      expect(many.article.getAll().every((article) => article.image === '' || article.image.startsWith('/sub/images/news/'))).toBe(true);
    } finally {
      seedDatabase({ imageBase: '/' });
    }
  });

  it('keeps the categories and no article with `withArticles: false`, and every article again without it', async () => {
    const db = await databaseFor('normal');
    seedDatabase({ withArticles: false });
    expect(db.category.count()).toBe(writtenRecords().categories.length);
    expect(db.article.count()).toBe(0);
    seedDatabase();
    expect(db.article.count()).toBe(writtenRecords().articles.length);
  });

  it('fills the database with the written seed again after other records were loaded', async () => {
    const db = await databaseFor('normal');
    loadSeedRecords({ categories: [], articles: [] });
    expect(db.category.count()).toBe(0);
    seedDatabase();
    expect(db.article.count()).toBe(writtenRecords().articles.length);
  });
});
