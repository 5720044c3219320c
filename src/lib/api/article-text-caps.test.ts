import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { articleTextMost, newsArticleSchema } from './news.schemas';

const article = (fields: Record<string, unknown>) => ({
  _id: 'bai-viet-1',
  title: 'Một bài viết',
  summary: 'Tóm tắt',
  image: '/images/news/placeholder.svg',
  date: '2026-01-02T03:04:05.000Z',
  isHot: false,
  category: { _id: 'su-kien', type: 'Sự kiện' },
  contents: [],
  ...fields,
});
const read = (fields: Record<string, unknown>) => z.parse(newsArticleSchema, article(fields));

describe('the text a page takes from an article, whatever the API sends', () => {
  it('cuts a title, a summary, a category and a block past their lengths, with an ellipsis', () => {
    const parsed = read({
      title: '<'.repeat(2_000_000),
      summary: 'a'.repeat(5000),
      category: { _id: 'su-kien', type: 'b'.repeat(500) },
      contents: [{ _id: 'c'.repeat(500), subtitle: 'd'.repeat(500), description: 'e'.repeat(30_000), image: '' }],
    });
    expect(parsed.title).toBe(`${'<'.repeat(299)}…`);
    expect(parsed.summary).toHaveLength(1000);
    expect(parsed.category.type).toHaveLength(100);
    expect(parsed.contents[0]).toMatchObject({ _id: `${'c'.repeat(63)}…`, subtitle: `${'d'.repeat(299)}…`, description: `${'e'.repeat(19_999)}…` });
  });

  it('never cuts a character written with two UTF-16 units (an emoji) in half', () => {
    for (const before of [297, 298, 299]) {
      const title = read({ title: `${'a'.repeat(before)}${'😀'.repeat(200)}` }).title;
      expect(title.length).toBeLessThanOrEqual(300);
      expect(title.endsWith('…')).toBe(true);
      expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });

  it('keeps text of ordinary length as it came', () => {
    const block = { _id: 'khoi-1', subtitle: 'Hoạt động ngoại khóa', description: 'Các bạn nhỏ đã có một buổi sáng thật vui.\nCả lớp cùng trồng cây.', image: '' };
    expect(read({ contents: [block] }).contents).toEqual([block]);
  });

  it('takes a picture address longer than 2,048 characters as no picture', () => {
    expect(read({ image: `https://cdn.example/${'a'.repeat(2100)}.jpg` }).image).toBe('/images/news/placeholder.svg');
  });

  it('keeps the blocks in order, each a beginning of what was sent, up to 60,000 characters together', () => {
    const blocks = fc.array(fc.record({ subtitle: fc.nat({ max: 800 }), description: fc.nat({ max: 40_000 }) }), { maxLength: 120 });
    fc.assert(
      fc.property(blocks, (lengths) => {
        const sent = lengths.map(({ subtitle, description }, index) => ({
          _id: `khoi-${index}`,
          subtitle: 's'.repeat(subtitle),
          description: 'd'.repeat(description),
          image: '',
        }));
        const kept = read({ contents: sent }).contents;
        const total = kept.reduce((sum, block) => sum + block.subtitle.length + block.description.length, 0);
        expect(total).toBeLessThanOrEqual(articleTextMost);
        expect(kept.length).toBeLessThanOrEqual(Math.min(sent.length, 100));
        kept.forEach((block, index) => {
          expect(block._id).toBe(`khoi-${index}`);
          expect(block.subtitle.length).toBeLessThanOrEqual(300);
          expect(block.description.length).toBeLessThanOrEqual(20_000);
          expect(sent[index]?.description.startsWith(block.description.replace(/…$/, ''))).toBe(true);
        });
        // Nothing is left out while there is room: a block is dropped only once the text is (nearly) full.
        const whole = sent.slice(0, 100).reduce((sum, block) => sum + Math.min(block.subtitle.length, 300) + Math.min(block.description.length, 20_000), 0);
        if (whole <= articleTextMost) expect(kept).toHaveLength(Math.min(sent.length, 100));
      }),
      { numRuns: 60 },
    );
  });
});
