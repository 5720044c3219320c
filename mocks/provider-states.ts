// The Pact provider states of the news contract (contracts/consumer/news.pact.test.ts), as the
// fake backend sets them up: one handler per `given(name, params)`, each loading exactly the data the
// state describes into the database the handlers read. Articles a state needs in numbers come from
// the `many` scenario's generator (mocks/db/many/), the rest is the written seed. Served by the HTTP
// server's POST /_pact/provider-states, the endpoint `npm run contracts:verify` is pointed at.
// contracts/README.md lists the states for the backend team; keep it in step.
import { manyRecords } from './db/many/generate';
import { loadSeedRecords, writtenRecords } from './db/seed';
import type { SeedArticleRecord, SeedRecords } from './db/seed-records';

/** The `params` of a `given(name, params)`, as Pact sends them. */
type StateParams = Record<string, unknown>;
/** What a state hands back to the verifier (values for `fromProviderState` expressions). */
type StateValues = Record<string, unknown>;

/** A state this fake backend does not know, or parameters it cannot use: the verification fails. */
export class ProviderStateError extends Error {
  override name = 'ProviderStateError';
}

const objectId = /^[0-9a-f]{24}$/i;
/** The category a state makes when the id it is given is none of the seeded ones. */
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
  const most = manyRecords().articles.length;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > most) {
    throw new ProviderStateError(`Parameter '${name}' must be a whole number from 0 to ${most}, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** `count` generated articles, newest first, from the `from`-th on (each at most once per state: block ids are unique). */
const generated = (from: number, count: number) => manyRecords().articles.slice(from, from + count);

/** `categories` with `categoryId` among them: a generated category, or a new one when it is none of them. */
function withCategory(categories: SeedRecords['categories'], categoryId: string) {
  if (categories.some((category) => category._id === categoryId)) return categories;
  const known = manyRecords().categories.find((category) => category._id === categoryId);
  return [...categories, known ?? { _id: categoryId, type: extraCategoryType }];
}

const moveTo = (categoryId: string) => (article: SeedArticleRecord) => ({ ...article, categoryId, isHot: false });

function load(records: SeedRecords, withArticles = true) {
  loadSeedRecords(records, { withArticles });
}

/** One handler per provider state name; each replaces all the data, so states never leak. */
const providerStates: Record<string, (params: StateParams) => StateValues> = {
  /** The written seed's categories (five), with their articles. */
  'news categories exist'() {
    load(writtenRecords());
    return {};
  },

  /** Exactly `count` articles: the newest generated ones, in their categories. */
  'articles exist'(params) {
    const count = countParam(params, 'count');
    load({ categories: manyRecords().categories, articles: generated(0, count) });
    return { count };
  },

  /**
   * A category with id `categoryId` holding exactly `count` generated articles, and generated
   * articles of other categories beside it (so a list that ignores the filter shows them).
   */
  'articles exist in a category'(params) {
    const categoryId = idParam(params, 'categoryId');
    const count = countParam(params, 'count');
    const others = generated(count, 12).filter((article) => article.categoryId !== categoryId);
    load({
      categories: withCategory(manyRecords().categories, categoryId),
      articles: [...generated(0, count).map(moveTo(categoryId)), ...others],
    });
    return { categoryId, count };
  },

  /** The categories, and no article at all. */
  'no articles exist'() {
    load(writtenRecords(), false);
    return {};
  },

  /** The written seed: two hot articles. */
  'a hot article exists'() {
    load(writtenRecords());
    return {};
  },

  /** The written seed, and an article with id `id` (the newest generated one under that id, if the seed has none). */
  'an article exists'(params) {
    const id = idParam(params, 'id');
    const { categories, articles } = writtenRecords();
    const article = { ...generated(0, 1)[0]!, _id: id };
    if (articles.some((written) => written._id === id)) load(writtenRecords());
    else load({ categories: withCategory(categories, article.categoryId), articles: [article, ...articles] });
    return { id };
  },

  /** The written seed, without any article of id `id`. */
  'no article exists with an id'(params) {
    const id = idParam(params, 'id');
    const { categories, articles } = writtenRecords();
    load({ categories, articles: articles.filter((article) => article._id !== id) });
    return { id };
  },

  /**
   * Category `categoryId` holds exactly the article `id` and the articles `relatedIds` (generated
   * ones, newest first in that order); the written seed's other categories keep their articles.
   */
  'an article with related articles exists'(params) {
    const id = idParam(params, 'id');
    const categoryId = idParam(params, 'categoryId');
    const relatedIds = idListParam(params, 'relatedIds');
    const ids = [id, ...relatedIds];
    const { categories, articles } = writtenRecords();
    const inCategory = generated(0, ids.length).map((article, index) => ({ ...moveTo(categoryId)(article), _id: ids[index]! }));
    load({
      categories: withCategory(categories, categoryId),
      articles: [...inCategory, ...articles.filter((article) => article.categoryId !== categoryId && !ids.includes(article._id))],
    });
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

/** After an interaction: the fake backend's usual data again. */
export function tearDownProviderState() {
  load(writtenRecords());
}
