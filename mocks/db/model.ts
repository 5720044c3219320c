import { factory, manyOf, oneOf, primaryKey } from '@mswjs/data';

/** Categories, articles and their content blocks: a new dictionary for each database (their relations keep it). */
const model = () => ({
  category: {
    _id: primaryKey(String),
    type: String,
  },
  content: {
    _id: primaryKey(String),
    subtitle: String,
    description: String,
    image: String,
  },
  article: {
    _id: primaryKey(String),
    title: String,
    summary: String,
    image: String,
    /** ISO date-time; ISO strings sort in date order. */
    date: String,
    isHot: Boolean,
    category: oneOf('category'),
    contents: manyOf('content'),
  },
});

/** The fake backend's database: the written articles, which every scenario but `many` answers from. */
export const db = factory(model());

/** The `many` scenario's own database (seed.ts fills it when first asked for). */
export const manyDb = factory(model());

export type Database = typeof db;
