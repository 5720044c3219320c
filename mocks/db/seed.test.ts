import { describe, expect, it, vi } from 'vitest';
import { fakeBackendDay } from '../../tests/e2e/servers';
import { addDays } from './days';
import { manyRecords } from './many/generate';
import { manyDb } from './model';
import { databaseFor, loadSeedRecords, seedDatabase, writtenRecords } from './seed';
import { pinServeDay } from './serve-day';

// This file builds the many scenario's 600 articles several times: on CI's two cores, busy with the
// browser tests beside it, one test takes more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

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

  it('fills both databases again when a request comes in a later week, and leaves records loaded on purpose as they are', async () => {
    const newest = (articles: { date: string }[]) => articles.map((article) => article.date).sort().at(-1)!;
    const written = newest((await databaseFor('normal')).article.getAll());
    const generated = newest((await databaseFor('many')).article.getAll());
    try {
      // A demo's render server that has run for three weeks.
      pinServeDay(addDays(fakeBackendDay, 21));
      const writtenLater = newest((await databaseFor('normal')).article.getAll());
      expect(Date.parse(writtenLater) - Date.parse(written)).toBe(21 * 86_400_000);
      expect(writtenLater).toBe(newest(writtenRecords().articles));
      expect(newest((await databaseFor('many')).article.getAll())).toBe(newest(manyRecords().articles));
      expect(Date.parse(newest(manyRecords().articles))).toBeGreaterThan(Date.parse(generated));

      // A provider state's records: the day does not change them.
      loadSeedRecords({ categories: [], articles: [] });
      pinServeDay(addDays(fakeBackendDay, 42));
      expect((await databaseFor('normal')).category.count()).toBe(0);
    } finally {
      pinServeDay(fakeBackendDay);
      seedDatabase();
    }
    expect(newest((await databaseFor('normal')).article.getAll())).toBe(written);
  });
});

