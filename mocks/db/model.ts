import { factory, manyOf, oneOf, primaryKey } from '@mswjs/data';

/** The fake backend's database: categories, articles and their content blocks. */
export const db = factory({
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
