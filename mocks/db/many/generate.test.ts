import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { en, vi } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { seedId } from '../seed-records';
import { buildManyRecords, manyArticleCount, manyRecords } from './generate';

const { categories, articles } = manyRecords();
const categoryId = (key: string) => seedId(`category:${key}`);
const inCategory = (key: string) => articles.filter((article) => article.categoryId === categoryId(key));
const texts = articles.flatMap((article) => [article.title, article.summary, ...article.contents.flatMap((block) => [block.subtitle, block.description])]);

describe('the many scenario’s seed', () => {
  it('is the same on every run: a fixed faker seed, no clock, no other random source', () => {
    expect(buildManyRecords()).toEqual(manyRecords());
    // Pinned, so that a change of faker or of the templates is seen (and these updated on purpose).
    expect(articles[1]).toMatchObject({
      _id: 'eea92df2b505b8f0b8aacefa',
      date: '2025-11-12T02:34:42.000Z',
      title: 'Gương mặt học viên: Phùng Tường Chinh, 11 tuổi, và 2 năm từ lớp Starters đến Flyers',
    });
  });

  it(`has ${manyArticleCount} articles, newest first, from the centre's first autumn to the written seed's reference date, each at its own second`, () => {
    expect(articles).toHaveLength(manyArticleCount);
    const dates = articles.map((article) => article.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
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
});
