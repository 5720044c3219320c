import { db } from './model';
import { seedDatabase } from './node-seed';

/**
 * Named situations of the database, for contract provider states and tests. Each starts from a
 * fresh seed so states never leak into each other.
 */
export const databaseStates = {
  seeded() {
    seedDatabase({ withArticles: true });
  },

  withoutArticles() {
    seedDatabase({ withArticles: false });
  },

  /** A category with this id exists and holds at least two articles. */
  categoryWithArticles(categoryId: string) {
    seedDatabase({ withArticles: true });
    const [first, second] = db.article.getAll();
    const category = db.category.create({ _id: categoryId, type: 'Sự kiện đặc biệt' });
    for (const article of [first, second]) {
      db.article.update({ where: { _id: { equals: article!._id } }, data: { category } });
    }
  },

  /** An article with this id exists (a copy of a seeded one), optionally in the given category. */
  articleWithId(id: string, categoryId?: string) {
    if (categoryId) databaseStates.categoryWithArticles(categoryId);
    else seedDatabase({ withArticles: true });
    const template = categoryId
      ? db.article.findFirst({ where: { category: { _id: { equals: categoryId } } } })!
      : db.article.getAll()[0]!;
    db.article.create({ ...template, _id: id, isHot: false, category: template.category, contents: template.contents });
  },
};
