import { describe, expect, it } from 'vitest';
import { founded } from '../../src/lib/founding';
import { fakeBackendDay } from '../../tests/e2e/servers';
import { addDays } from './days';
import { seedArticles, seedCategories } from './news-content';
import { buildSeedRecords } from './seed-records';

/** Every piece of text in an article: title, summary, block subtitles and descriptions. */
const textsOf = (article: (typeof seedArticles)[number]) => [
  article.title,
  article.summary,
  ...article.blocks.flatMap((block) => [block.subtitle, block.description]),
];

const allTexts = [
  ...seedCategories.flatMap((category) => [category.key, category.type]),
  ...seedArticles.flatMap((article) => [article.key, ...textsOf(article)]),
];

describe('news seed content', () => {
  it('has 5 categories with unique keys', () => {
    expect(seedCategories).toHaveLength(5);
    expect(new Set(seedCategories.map((category) => category.key)).size).toBe(5);
  });

  it('has at least 28 articles with unique keys and unique publication days', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(28);
    expect(new Set(seedArticles.map((article) => article.key)).size).toBe(seedArticles.length);
    expect(new Set(seedArticles.map((article) => article.daysAgo)).size).toBe(seedArticles.length);
  });

  it('publishes every article within the last 400 days', () => {
    for (const article of seedArticles) {
      expect(Number.isInteger(article.daysAgo), article.key).toBe(true);
      expect(article.daysAgo, article.key).toBeGreaterThanOrEqual(0);
      expect(article.daysAgo, article.key).toBeLessThanOrEqual(400);
    }
  });

  it('files every article under an existing category, at least 4 per category', () => {
    const keys = new Set(seedCategories.map((category) => category.key));
    for (const article of seedArticles) expect(keys.has(article.categoryKey), article.key).toBe(true);
    for (const category of seedCategories) {
      const count = seedArticles.filter((article) => article.categoryKey === category.key).length;
      expect(count, category.key).toBeGreaterThanOrEqual(4);
    }
  });

  it('marks exactly 2 articles as hot', () => {
    expect(seedArticles.filter((article) => article.isHot === true)).toHaveLength(2);
  });

  it('uses image variants 1..20 for covers and blocks', () => {
    const variants = seedArticles.flatMap((article) => [
      article.imageVariant,
      ...article.blocks.flatMap((block) => (block.imageVariant === undefined ? [] : [block.imageVariant])),
    ]);
    for (const variant of variants) {
      expect(Number.isInteger(variant)).toBe(true);
      expect(variant).toBeGreaterThanOrEqual(1);
      expect(variant).toBeLessThanOrEqual(20);
    }
  });

  it('never shows a picture twice in one article (cover and blocks)', () => {
    for (const article of seedArticles) {
      const pictures = [
        article.imageVariant,
        ...article.blocks.flatMap((block) => (block.imageVariant === undefined ? [] : [block.imageVariant])),
      ];
      expect(new Set(pictures).size, article.key).toBe(pictures.length);
    }
  });

  it('never shows the same cover twice on a page of the news list (6 per page, newest first), in any tab', () => {
    const newestFirst = [...seedArticles].sort((a, b) => a.daysAgo - b.daysAgo);
    const tabs = [
      newestFirst,
      ...seedCategories.map((category) => newestFirst.filter((article) => article.categoryKey === category.key)),
    ];
    for (const articles of tabs) {
      for (let start = 0; start < articles.length; start += 6) {
        const covers = articles.slice(start, start + 6).map((article) => article.imageVariant);
        expect(new Set(covers).size, covers.join(', ')).toBe(covers.length);
      }
    }
  });

  it('gives every article 2-4 blocks with a subtitle and a description', () => {
    for (const article of seedArticles) {
      expect(article.blocks.length, article.key).toBeGreaterThanOrEqual(2);
      expect(article.blocks.length, article.key).toBeLessThanOrEqual(4);
      for (const block of article.blocks) {
        expect(block.subtitle.trim(), article.key).not.toBe('');
        expect(block.description.trim(), article.key).not.toBe('');
      }
    }
  });

  it('keeps summaries between 80 and 260 characters, their dates written out', () => {
    for (const article of buildSeedRecords(fakeBackendDay).articles) {
      expect(article.summary.length, article.title).toBeGreaterThanOrEqual(80);
      expect(article.summary.length, article.title).toBeLessThanOrEqual(260);
    }
  });

  it('has line breaks in at least 5 block descriptions', () => {
    const withBreaks = seedArticles.flatMap((article) => article.blocks).filter((block) => block.description.includes('\n'));
    expect(withBreaks.length).toBeGreaterThanOrEqual(5);
  });

  it('contains no HTML and no placeholder text', () => {
    for (const text of allTexts) {
      expect(text).not.toContain('<');
      expect(text.toLowerCase()).not.toContain('lorem');
    }
  });

  it('writes no date: every day, month and year of an event is a placeholder counted from the article\'s day', () => {
    // What is not the article's to date: scores (15/15 khiên, 166/170) and the centre's first class.
    const day = /(?<![\d,])(?:0?[1-9]|[12]\d|3[01])\/(?:0?[1-9]|1[0-2])\b/;
    const month = /\btháng (?:\d|Giêng|Chạp)/i;
    const year = new RegExp(`\\b(?!${founded.year}\\b)(?:19|20)\\d\\d\\b`);
    // A weekday that names a day is written by a placeholder, so it is always that day's.
    const writtenWeekday = /(?:thứ (?:Hai|Ba|Tư|Năm|Sáu|Bảy)|Chủ nhật)(?:,)? (?:\{(?:date|day)|\d)/i;
    for (const article of seedArticles) {
      for (const text of textsOf(article)) {
        for (const rule of [day, month, year, writtenWeekday]) expect(text, article.key).not.toMatch(rule);
      }
    }
  });

  it('writes out every date placeholder, on any serve day', () => {
    for (const today of [fakeBackendDay, '2026-02-17', addDays(fakeBackendDay, 1000)]) {
      for (const article of buildSeedRecords(today).articles) {
        const texts = [article.title, article.summary, ...article.contents.flatMap((block) => [block.subtitle, block.description])];
        for (const text of texts) expect(text, today).not.toMatch(/[{}]/);
      }
    }
  });

  it('names no festival, holiday or season: its dates move, so an article may fall in any season', () => {
    const seasonal =
      /Tết|Trung thu|trăng rằm|rằm tháng|Halloween|Giáng sinh|Noel|lì xì|nghỉ lễ|Quốc tế Thiếu nhi|Phụ nữ Việt Nam|Nhà giáo Việt Nam|mùa (?:hè|xuân|thu|đông|mưa|khô|thi)|nghỉ hè|trại hè|năm học|khai giảng năm/i;
    for (const article of seedArticles) for (const text of textsOf(article)) expect(text, article.key).not.toMatch(seasonal);
  });
});

