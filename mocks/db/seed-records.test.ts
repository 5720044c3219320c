// The rules for the fake backend's seed data (docs/fake-backend.md#rules-the-data-tests-enforce).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedArticles, seedCategories, type SeedArticle } from './news-content';
import { buildSeedRecords, referenceDate, type SeedRecords } from './seed-records';

const build = (articles: SeedArticle[] = seedArticles) => buildSeedRecords({ categories: seedCategories, articles });

/** The id rule, with Node's own SHA-256: the first 24 hex characters of the SHA-256 of `<kind>:<key>`. */
const idOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 24);
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const objectId = /^[0-9a-f]{24}$/;
const publicDir = resolve(import.meta.dirname, '../../public');
const dayMs = 24 * 60 * 60 * 1000;

const records = build();

/** Each article's key with its record, in the written order. */
const byKey = (articles: SeedArticle[], built: SeedRecords) =>
  new Map(articles.map((article, index) => [article.key, built.articles[index]!]));

const newArticle: SeedArticle = {
  key: 'bai-viet-moi-chen-giua',
  categoryKey: 'thong-bao',
  title: 'Bài viết mới chèn vào giữa danh sách',
  summary: 'Một bài viết thử, chèn vào giữa danh sách để thấy các bài khác giữ nguyên mã, ngày đăng và thứ tự của mình.',
  daysAgo: 150,
  imageVariant: 1,
  blocks: [
    { subtitle: 'Phần một', description: 'Nội dung phần một.' },
    { subtitle: 'Phần hai', description: 'Nội dung phần hai.', imageVariant: 2 },
  ],
};

describe('seed keys', () => {
  it('are unique and slug-shaped, for categories and for articles', () => {
    for (const keys of [seedCategories.map((category) => category.key), seedArticles.map((article) => article.key)]) {
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key, key).toMatch(slug);
    }
  });

  it('are checked when the records are built: a repeated or malformed key stops the build with its name', () => {
    const [first, second] = seedArticles;
    expect(() => build([first!, { ...second!, key: first!.key }])).toThrow(`Article key '${first!.key}' is used twice`);
    expect(() => build([{ ...first!, key: 'Ngày hội 23/11' }])).toThrow(`Article key 'Ngày hội 23/11' is not a slug`);
    const categories = [...seedCategories, { key: 'su-kien', type: 'Sự kiện (bản sao)' }];
    expect(() => buildSeedRecords({ categories, articles: seedArticles })).toThrow(`Category key 'su-kien' is used twice`);
    expect(() => build([{ ...first!, categoryKey: 'hoc-bong' }])).toThrow(`Article ${first!.key}: unknown category hoc-bong`);
  });
});

describe('seed ids', () => {
  const allIds = () => [
    ...records.categories.map((category) => category._id),
    ...records.articles.flatMap((article) => [article._id, ...article.contents.map((content) => content._id)]),
  ];

  it('are 24 lowercase hex characters (a MongoDB ObjectId), unique across categories, articles and blocks', () => {
    const ids = allIds();
    for (const id of ids) expect(id).toMatch(objectId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are derived from the keys: category:<key>, article:<key>, content:<article key>/<block number>', () => {
    seedCategories.forEach((category, index) => expect(records.categories[index]!._id, category.key).toBe(idOf(`category:${category.key}`)));
    seedArticles.forEach((article, index) => {
      const record = records.articles[index]!;
      expect(record._id, article.key).toBe(idOf(`article:${article.key}`));
      expect(record.contents.map((content) => content._id)).toEqual(article.blocks.map((_, block) => idOf(`content:${article.key}/${block + 1}`)));
    });
  });

  it("keep every other article's id, date and blocks when one is added in the middle, removed or the list reordered", () => {
    const before = byKey(seedArticles, records);
    const middle = Math.floor(seedArticles.length / 2);
    const variants = [
      [...seedArticles.slice(0, middle), newArticle, ...seedArticles.slice(middle)],
      seedArticles.slice(1),
      [...seedArticles].reverse(),
    ];
    for (const articles of variants) {
      const built = build(articles);
      expect(built.categories).toEqual(records.categories);
      const after = byKey(articles, built);
      for (const [key, record] of after) if (key !== newArticle.key) expect(record, key).toEqual(before.get(key));
      if (after.has(newArticle.key)) expect(after.get(newArticle.key)!._id).toBe(idOf(`article:${newArticle.key}`));
    }
  });

  it('are the same on every build', () => {
    expect(build()).toEqual(records);
  });

  it('keep the ids and dates links, tests and contracts depend on', () => {
    // Looked up by id, not position: adding an article elsewhere changes none of this.
    expect(records.categories.find((category) => category._id === '22ca5d020bb5022d53738704')).toEqual({ _id: '22ca5d020bb5022d53738704', type: 'Sự kiện' });
    expect(records.articles.find((article) => article._id === '4893002e366f621f94c99ee0')).toMatchObject({
      title: 'Ngày hội trải nghiệm 23/11: mời ba mẹ và các con đến học thử miễn phí',
      date: '2025-11-12T04:40:11.000Z',
      categoryId: '22ca5d020bb5022d53738704',
      contents: [{ _id: 'f167d0165f9b857482fdfefb' }, { _id: '63df527bca6994f64c1f0bae' }, { _id: '2d2d7da1d0c2dcbc0122e5d8' }],
    });
  });
});

describe('seed records', () => {
  it('keep the written order', () => {
    expect(records.articles.map((article) => article.title)).toEqual(seedArticles.map((article) => article.title));
    expect(records.categories.map((category) => category.type)).toEqual(seedCategories.map((category) => category.type));
  });

  it('file every article under a category that exists', () => {
    const categoryIds = new Set(records.categories.map((category) => category._id));
    for (const article of records.articles) expect(categoryIds.has(article.categoryId), article.title).toBe(true);
  });

  it("date every article on its day (daysAgo before 15/11/2025), between 9:00 and 18:00 in Vietnam", () => {
    seedArticles.forEach((article, index) => {
      const { date } = records.articles[index]!;
      expect(date, article.key).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
      const offset = Date.parse(date) - (referenceDate.getTime() - article.daysAgo * dayMs);
      expect(offset, article.key).toBeGreaterThanOrEqual(0);
      expect(offset, article.key).toBeLessThanOrEqual(9 * 3600 * 1000);
    });
  });

  it('give every article at least one content block', () => {
    for (const article of records.articles) expect(article.contents.length, article.title).toBeGreaterThan(0);
  });

  it('point every cover and block image at a file under public/', () => {
    for (const article of records.articles) {
      for (const image of [article.image, ...article.contents.map((content) => content.image).filter(Boolean)]) {
        expect(image, article.title).toMatch(/^images\/news\/[\w-]+\.svg$/);
        expect(existsSync(resolve(publicDir, image)), image).toBe(true);
      }
    }
  });
});
