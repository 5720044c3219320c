import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { en, vi } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { fakeBackendDay } from '../../../tests/e2e/servers';
import { addDays, daysBetween, vietnamDayAt } from '../days';
import { seedId } from '../seed-records';
import { lunarNewYear, midAutumn } from './calendar';
import { buildManyRecords, manyArticleCount, manyRecords } from './generate';

const { categories, articles } = manyRecords();
const categoryId = (key: string) => seedId(`category:${key}`);
const inCategory = (key: string) => articles.filter((article) => article.categoryId === categoryId(key));
const texts = articles.flatMap((article) => [article.title, article.summary, ...article.contents.flatMap((block) => [block.subtitle, block.description])]);

describe('the many scenario’s seed', () => {
  it('is the same on every run for a serve day: a fixed faker seed, no other random source', () => {
    expect(buildManyRecords(fakeBackendDay)).toEqual(manyRecords());
    // Pinned (served on the tests' day), so that a change of faker or of the templates is seen (and these updated on purpose).
    expect(articles[1]).toMatchObject({
      _id: 'eea92df2b505b8f0b8aacefa',
      date: '2025-11-12T02:34:42.000Z',
      title: 'Gương mặt học viên: Phùng Tường Chinh, 11 tuổi, và 2 năm từ lớp Starters đến Flyers',
    });
  });

  it(`has ${manyArticleCount} articles, newest first, over five years up to the day before the serve day, each at its own second`, () => {
    expect(articles).toHaveLength(manyArticleCount);
    const dates = articles.map((article) => article.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    // From the centre's first autumn, as served on the tests' day.
    expect(dates.at(-1)! >= '2020-10-01').toBe(true);
    expect(dates[0]! < '2025-11-15').toBe(true);
    // Published between 9:00 and 18:00 in Vietnam (UTC+7).
    for (const date of dates) expect(new Date(date).getUTCHours(), date).toBeGreaterThanOrEqual(2);
    for (const date of dates) expect(date.slice(11) <= '11:00:00.000Z', date).toBe(true);
  });

  it('gives unique ids (ObjectId-shaped) to articles and blocks, and unique titles', () => {
    const ids = articles.flatMap((article) => [article._id, ...article.contents.map((block) => block._id)]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
  });

  it('files articles under every category, but one with a single article and one with none', () => {
    expect(categories.map((category) => category.type)).toEqual([
      'Sự kiện',
      'Thành tích học viên',
      'Hoạt động ngoại khóa',
      'Thông báo',
      'Góc phụ huynh',
      'Học bổng',
      'Tuyển dụng',
    ]);
    // The written seed's five categories keep their ids, so a tab's address is the same in both scenarios.
    expect(categories[0]!._id).toBe('22ca5d020bb5022d53738704');
    for (const key of ['su-kien', 'thanh-tich', 'ngoai-khoa', 'thong-bao', 'goc-phu-huynh']) expect(inCategory(key).length, key).toBeGreaterThan(40);
    expect(inCategory('hoc-bong')).toHaveLength(1);
    expect(inCategory('tuyen-dung')).toHaveLength(0);
    const known = new Set(categories.map((category) => category._id));
    expect(articles.every((article) => known.has(article.categoryId))).toBe(true);
  });

  it('has one title of exactly 200 characters and one article without a picture; every other picture is a file of the site', () => {
    expect(articles.filter((article) => article.title.length === 200)).toHaveLength(1);
    expect(Math.max(...articles.map((article) => article.title.length))).toBe(200);
    expect(articles.filter((article) => article.image === '')).toHaveLength(1);
    const pictures = new Set(articles.flatMap((article) => [article.image, ...article.contents.map((block) => block.image)]).filter(Boolean));
    for (const picture of pictures) expect(existsSync(resolve(import.meta.dirname, '../../../public', picture)), picture).toBe(true);
    for (const article of articles) expect(article.contents.map((block) => block.image), article.title).not.toContain(article.image || 'none');
  });

  it('marks some articles hot, so the list has a featured article', () => {
    expect(articles.some((article) => article.isHot)).toBe(true);
  });

  it('gives every article 2-4 sections with a subtitle and a description', () => {
    for (const article of articles) {
      expect(article.contents.length, article.title).toBeGreaterThanOrEqual(2);
      expect(article.contents.length, article.title).toBeLessThanOrEqual(4);
    }
    expect(texts.every((text) => text.trim() !== '')).toBe(true);
  });

  it("reads as Vietnamese: no HTML, no template slot left, no word of faker's Latin lorem", () => {
    // Two words of the copy are Latin too: 'video' (a Vietnamese word) and 'super' ("Super Chefs").
    const lorem = new Set(en.lorem!.word!.filter((word) => word.length >= 4 && word !== 'video' && word !== 'super'));
    const vietnamese = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
    for (const text of texts) {
      expect(text).not.toMatch(/[<>{}]|\$\{|undefined|NaN|\[object/);
      expect(text, text).toMatch(vietnamese);
      const latin = text.toLowerCase().match(/[a-z]{4,}/g)?.filter((word) => lorem.has(word)) ?? [];
      expect(latin, text).toEqual([]);
    }
  });

  it('writes names as Vietnamese do, family name first', () => {
    const families = new Set(vi.person!.last_name!.generic);
    const champion = articles.find((article) => article.title.includes('cuộc thi hùng biện'))!;
    expect(families.has(champion.title.split(' ')[0]!), champion.title).toBe(true);
  });

  it('moves with the serve day by whole weeks: the newest a few days old, the same for every day of a week, festivals still on their days', () => {
    const today = '2031-03-05';
    const later = manyRecords(today);
    expect(manyRecords(addDays(today, 1))).toBe(later);
    expect(later.articles).toHaveLength(manyArticleCount);
    const day = (date: string) => vietnamDayAt(Date.parse(date));
    const age = daysBetween(day(later.articles[0]!.date), today);
    expect(age).toBeGreaterThanOrEqual(1);
    expect(age).toBeLessThanOrEqual(7);
    expect(daysBetween(day(articles[0]!.date), day(later.articles[0]!.date)) % 7).toBe(0);
    // The yearly stories are written for their year's festival: a Trung thu night 1-3 days after it, a Tết fair 7-12 days before Tết.
    const nights = later.articles.filter((article) => /^(Đêm hội trăng rằm|Trung thu) \d{4}/.test(article.title));
    expect(nights.length).toBeGreaterThanOrEqual(5);
    for (const night of nights) {
      const published = day(night.date);
      const festival = midAutumn[Number(published.slice(0, 4))]!;
      expect(daysBetween(festival, published), night.title).toBeGreaterThanOrEqual(1);
      expect(daysBetween(festival, published), night.title).toBeLessThanOrEqual(3);
    }
    const tetYears = Object.keys(lunarNewYear).map(Number);
    expect(Math.max(...tetYears)).toBeGreaterThan(Number(today.slice(0, 4)) + 10);
  });

  it('says which year the festival calendar lacks, rather than writing a festival on a wrong day', () => {
    const lastYear = Math.max(...Object.keys(midAutumn).map(Number));
    expect(() => buildManyRecords(`${lastYear}-06-01`)).toThrow(`mocks/db/many/calendar.ts has no Trung thu or Tết for ${lastYear + 1}`);
  });
});

