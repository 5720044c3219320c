// The Pact provider states of the news contract (contracts/consumer/news.pact.test.ts), as the
// fake backend sets them up: one handler per `given(name, params)`, each reseeding the same
// @mswjs/data database the handlers read and then making exactly the data the state describes.
// Used by the provider verification (as Pact state handlers) and by the HTTP server's
// POST /_pact/provider-states, the endpoint `npm run contracts:verify -- --states-url` calls.
// contracts/README.md lists the states for the backend team; keep it in step.
import { db } from './db/model';
import { seedDatabase } from './db/node-seed';

/** The `params` of a `given(name, params)`, as Pact sends them. */
export type StateParams = Record<string, unknown>;
/** What a state hands back to the verifier (values for `fromProviderState` expressions). */
export type StateValues = Record<string, unknown>;

/** A state this fake backend does not know, or parameters it cannot use: the verification fails. */
export class ProviderStateError extends Error {
  override name = 'ProviderStateError';
}

type ArticleEntity = ReturnType<typeof db.article.getAll>[number];
type CategoryEntity = ReturnType<typeof db.category.getAll>[number];

const objectId = /^[0-9a-f]{24}$/i;
/** The category a state makes when the id it is given is not one of the seeded ones. */
const extraCategoryType = 'Sự kiện đặc biệt';

function idParam(params: StateParams, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || !objectId.test(value)) {
    throw new ProviderStateError(`Parameter '${name}' must be a 24-character hex id, got ${JSON.stringify(value)}`);
  }
  return value;
}

function idListParam(params: StateParams, name: string): string[] {
  const value = params[name];
  if (!Array.isArray(value) || value.length === 0) {
    throw new ProviderStateError(`Parameter '${name}' must be a non-empty array of ids, got ${JSON.stringify(value)}`);
  }
  return value.map((_, index) => idParam(value as unknown as StateParams, String(index)));
}

function countParam(params: StateParams, name: string): number {
  const value = params[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 200) {
    throw new ProviderStateError(`Parameter '${name}' must be a whole number from 0 to 200, got ${JSON.stringify(value)}`);
  }
  return value;
}

const newestFirst = (a: ArticleEntity, b: ArticleEntity) => b.date.localeCompare(a.date);

function seeded() {
  seedDatabase({ withArticles: true });
}

function articleById(id: string) {
  return db.article.findFirst({ where: { _id: { equals: id } } });
}

function deleteArticle(id: string) {
  db.article.delete({ where: { _id: { equals: id } } });
}

function articlesIn(categoryId: string) {
  return db.article.findMany({ where: { category: { _id: { equals: categoryId } } } }).sort(newestFirst);
}

/** The category with this id: a seeded one, or a new one. */
function categoryWithId(id: string): CategoryEntity {
  return db.category.findFirst({ where: { _id: { equals: id } } }) ?? db.category.create({ _id: id, type: extraCategoryType });
}

/** A new article with this id: the text, pictures and blocks of `template`, with `changes` applied. */
function copyArticle(
  template: ArticleEntity,
  id: string,
  changes: Partial<Pick<ArticleEntity, 'date' | 'isHot' | 'category'>> = {},
) {
  deleteArticle(id);
  return db.article.create({
    _id: id,
    title: template.title,
    summary: template.summary,
    image: template.image,
    date: changes.date ?? template.date,
    isHot: changes.isHot ?? template.isHot,
    category: changes.category ?? template.category,
    contents: template.contents,
  });
}

/** An id for the n-th article a state adds beyond the seed (never one of the example ids). */
const addedId = (n: number) => `f${n.toString(16).padStart(23, '0')}`;

/** A date `n` minutes before the newest seeded article: copies sort after it, in order. */
function minutesBeforeNewest(n: number) {
  const newest = db.article.getAll().sort(newestFirst)[0]?.date ?? '2025-11-15T02:00:00.000Z';
  return new Date(Date.parse(newest) - n * 60_000).toISOString();
}

/** One handler per provider state name; each starts from a fresh seed, so states never leak. */
export const providerStates: Record<string, (params: StateParams) => StateValues> = {
  /** The seeded categories (five), with their articles. */
  'news categories exist'() {
    seeded();
    return {};
  },

  /** Exactly `count` articles, in the seeded categories, with distinct dates. */
  'articles exist'(params) {
    const count = countParam(params, 'count');
    seeded();
    const articles = db.article.getAll().sort(newestFirst);
    for (const extra of articles.slice(count)) deleteArticle(extra._id);
    for (let n = articles.length; n < count; n += 1) {
      copyArticle(articles[n % articles.length]!, addedId(n), { date: minutesBeforeNewest(n + 1), isHot: false });
    }
    return { count };
  },

  /**
   * A category with id `categoryId` holding exactly `count` articles, and articles of other
   * categories beside it (so a list that ignores the filter shows them).
   */
  'articles exist in a category'(params) {
    const categoryId = idParam(params, 'categoryId');
    const count = countParam(params, 'count');
    seeded();
    const category = categoryWithId(categoryId);
    const inCategory = articlesIn(categoryId);
    for (const extra of inCategory.slice(count)) deleteArticle(extra._id);
    const others = db.article
      .getAll()
      .filter((article) => article.category?._id !== categoryId)
      .sort(newestFirst);
    for (let n = inCategory.length; n < count; n += 1) {
      // Move seeded articles over while more than one other is left, then add copies.
      const moved = others.length > 1 ? others.shift() : undefined;
      if (moved) db.article.update({ where: { _id: { equals: moved._id } }, data: { category } });
      else copyArticle(others[0]!, addedId(n), { category, isHot: false });
    }
    return { categoryId, count };
  },

  /** The categories, and no article at all. */
  'no articles exist'() {
    seedDatabase({ withArticles: false });
    return {};
  },

  /** The seed: two hot articles, the newest of them first. */
  'a hot article exists'() {
    seeded();
    if (!db.article.findFirst({ where: { isHot: { equals: true } } }))
      throw new ProviderStateError('The seed has no hot article');
    return {};
  },

  /** An article with id `id` (a copy of the newest seeded one when the seed has no such id). */
  'an article exists'(params) {
    const id = idParam(params, 'id');
    seeded();
    if (!articleById(id)) copyArticle(db.article.getAll().sort(newestFirst)[0]!, id, { isHot: false });
    return { id };
  },

  /** The seed, without any article of id `id`. */
  'no article exists with an id'(params) {
    const id = idParam(params, 'id');
    seeded();
    deleteArticle(id);
    return { id };
  },

  /**
   * Category `categoryId` holds exactly the article `id` and the articles `relatedIds` (newest first
   * in that order); the other categories keep their articles.
   */
  'an article with related articles exists'(params) {
    const id = idParam(params, 'id');
    const categoryId = idParam(params, 'categoryId');
    const relatedIds = idListParam(params, 'relatedIds');
    seeded();
    const templates = db.article.getAll().sort(newestFirst);
    const category = categoryWithId(categoryId);
    for (const article of articlesIn(categoryId)) deleteArticle(article._id);
    copyArticle(templates[0]!, id, { category, isHot: false, date: minutesBeforeNewest(0) });
    relatedIds.forEach((relatedId, n) =>
      copyArticle(templates[(n + 1) % templates.length]!, relatedId, {
        category,
        isHot: false,
        date: minutesBeforeNewest(n + 1),
      }),
    );
    return { id, categoryId, relatedIds };
  },
};

/** Sets up the named state; unknown names and unusable parameters throw a ProviderStateError. */
export function setUpProviderState(state: string, params: StateParams = {}): StateValues {
  const handler = Object.hasOwn(providerStates, state) ? providerStates[state] : undefined;
  if (!handler) {
    throw new ProviderStateError(`Unknown provider state '${state}'; known: ${Object.keys(providerStates).join(', ')}`);
  }
  return handler(params);
}

/** After an interaction: the fake backend's usual data again (the `empty` scenario hides its articles). */
export function tearDownProviderState() {
  seedDatabase({ withArticles: true });
}
