// The rules for the fake backend's seed data (docs/fake-backend.md#rules-the-data-tests-enforce).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeBackendDay } from '../../tests/e2e/servers';
import { addDays, daysBetween, vietnamDayAt, weekdayOf } from './days';
import { seedArticles, seedCategories, type SeedArticle } from './news-content';
import { buildSeedRecords, referenceDay, writeDates, type SeedRecords } from './seed-records';

const build = (articles: SeedArticle[] = seedArticles, today = fakeBackendDay) => buildSeedRecords(today, { categories: seedCategories, articles });

/** The id rule, with Node's own SHA-256: the first 24 hex characters of the SHA-256 of `<kind>:<key>`. */
const idOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 24);
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const objectId = /^[0-9a-f]{24}$/;
const publicDir = resolve(import.meta.dirname, '../../public');
/** The day it is in Vietnam at an ISO date-time. */
const vietnamDay = (date: string) => vietnamDayAt(Date.parse(date));

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
    expect(() => buildSeedRecords(fakeBackendDay, { categories, articles: seedArticles })).toThrow(`Category key 'su-kien' is used twice`);
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

  it('keep the ids and dates links, tests and contracts depend on (served on the tests\' day)', () => {
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
    expect(records.articles.map((article) => article._id)).toEqual(seedArticles.map((article) => idOf(`article:${article.key}`)));
    expect(records.categories.map((category) => category.type)).toEqual(seedCategories.map((category) => category.type));
  });

  it('file every article under a category that exists', () => {
    const categoryIds = new Set(records.categories.map((category) => category._id));
    for (const article of records.articles) expect(categoryIds.has(article.categoryId), article.title).toBe(true);
  });

  it('date every article on its day (daysAgo before the reference day), between 9:00 and 18:00 in Vietnam', () => {
    const reference = referenceDay(fakeBackendDay);
    seedArticles.forEach((article, index) => {
      const { date } = records.articles[index]!;
      expect(date, article.key).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
      // 2:00 UTC is 9:00 in Vietnam.
      const sinceNine = Date.parse(date) - Date.parse(`${addDays(reference, -article.daysAgo)}T02:00:00Z`);
      expect(sinceNine, article.key).toBeGreaterThanOrEqual(0);
      expect(sinceNine, article.key).toBeLessThanOrEqual(9 * 3600 * 1000);
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

describe('dates as served', () => {
  /** Fourteen serve days in a row, over a year's end, a year and a half after the tests' day. */
  const serveDays = Array.from({ length: 14 }, (_, index) => addDays('2027-12-25', index));
  const newestDay = (built: SeedRecords) => vietnamDay(built.articles.map((article) => article.date).sort().at(-1)!);

  it('put the newest article 1 to 7 days before the serve day, and none after it', () => {
    for (const today of serveDays) {
      const age = daysBetween(newestDay(build(seedArticles, today)), today);
      expect(age, today).toBeGreaterThanOrEqual(1);
      expect(age, today).toBeLessThanOrEqual(7);
    }
  });

  it('move every article by the same whole weeks, so it keeps its weekday, its time of day, its id and its place in the list', () => {
    for (const today of serveDays) {
      const moved = build(seedArticles, today);
      const shift = daysBetween(records.articles[0]!.date.slice(0, 10), moved.articles[0]!.date.slice(0, 10));
      expect(shift % 7, today).toBe(0);
      moved.articles.forEach((article, index) => {
        const before = records.articles[index]!;
        expect(article._id).toBe(before._id);
        expect(Date.parse(article.date) - Date.parse(before.date), article._id).toBe(shift * 86_400_000);
        expect(weekdayOf(vietnamDay(article.date))).toBe(weekdayOf(vietnamDay(before.date)));
      });
    }
  });

  it('write the dates of the text from the article\'s own day, on the same weekdays whatever the serve day', () => {
    const later = build(seedArticles, '2026-11-27');
    const openDay = (built: SeedRecords) => built.articles.find((article) => article._id === '4893002e366f621f94c99ee0')!;
    expect(openDay(records).title).toBe('Ngày hội trải nghiệm 23/11: mời ba mẹ và các con đến học thử miễn phí');
    expect(openDay(records).summary).toMatch(/^Chủ nhật 23\/11\/2025, Mặt Trời Nhỏ mở cửa/);
    expect(openDay(later).date).toBe('2026-11-25T04:40:11.000Z');
    expect(openDay(later).title).toBe('Ngày hội trải nghiệm 6/12: mời ba mẹ và các con đến học thử miễn phí');
    expect(openDay(later).summary).toMatch(/^Chủ nhật 6\/12\/2026, Mặt Trời Nhỏ mở cửa/);
    expect(openDay(later).contents[2]!.description).toContain('đăng ký trước ngày 4/12/2026');
    const weekdaysOf = (built: SeedRecords) =>
      built.articles.map((article) =>
        [article.title, article.summary, ...article.contents.map((block) => block.description)].join('\n').match(/(thứ (Hai|Ba|Tư|Năm|Sáu|Bảy)|Chủ nhật)/gi),
      );
    expect(weekdaysOf(later)).toEqual(weekdaysOf(records));
  });
});

describe('date placeholders', () => {
  it('write the day they name, counted from the publication day, in each format', () => {
    // Saturday 22/11/2025.
    expect(writeDates('{Weekday+1} {date+1}, {weekday} {day}, {day-22}', '2025-11-22', 'bai-viet')).toBe('Chủ nhật 23/11/2025, thứ Bảy 22/11, 31/10');
    expect(writeDates('{Weekday+2}: tháng {month+10} và tháng {month-year+40}, năm {year+40}', '2025-11-22', 'bai-viet')).toBe('Thứ Hai: tháng 12 và tháng 1/2026, năm 2026');
  });

  it('stop the build, naming the article, on an unknown format or a brace that is no placeholder', () => {
    expect(() => writeDates('Ngày {ngay+1}', '2025-11-22', 'bai-viet')).toThrow('Article bai-viet: unknown date placeholder {ngay+1}');
    expect(() => writeDates('Ngày {date + 1}', '2025-11-22', 'bai-viet')).toThrow("Article bai-viet: '{' that is not part of a date placeholder");
    const [first] = seedArticles;
    expect(() => build([{ ...first!, summary: `${first!.summary} {daymonth}` }])).toThrow(`Article ${first!.key}: unknown date placeholder {daymonth}`);
  });
});
