import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isoDateTimePattern, isoDateTimeSource } from './iso-date-time';
import { newsArticleSchema } from './news.schemas';

const accepted = [
  '2025-11-10T03:15:00.000Z',
  '2025-11-10T03:15:00Z',
  '2025-01-31T07:00:00.000+07:00',
  '2025-01-31T07:00:00+07:00',
  '2025-01-31T07:00:00.123456-03:30',
  '2025-01-31T23:59:59.9+00:00',
  '2024-02-29T00:00:00Z',
  '2000-02-29T00:00:00Z',
];

const refused = [
  '2025-01-31T07:00:00', // no zone
  '2025-01-31T07:00Z', // no seconds
  '2025-01-31 07:00:00Z', // space instead of T
  '2025-01-31T07:00:00+0700', // offset without a colon
  '2025-01-31T07:00:00+07', // offset without minutes
  '2025-01-31T07:00:00.Z', // empty fraction
  '2025-01-31t07:00:00z', // lower case
  '2025-02-29T00:00:00Z', // not a leap year
  '1900-02-29T00:00:00Z', // not a leap year either
  '2025-04-31T00:00:00Z',
  '2025-13-01T00:00:00Z',
  '2025-01-31T24:00:00Z',
  '2025-01-31T07:00:00+24:00',
  '2025-01-31',
  '٢٠٢٥-01-31T07:00:00Z', // Arabic-Indic digits: `\d` in Rust's regex would take them
  ' 2025-01-31T07:00:00Z',
];

describe('isoDateTimePattern: the one definition of an article date', () => {
  it.each(accepted)('accepts %s', (value) => {
    expect(isoDateTimePattern.test(value)).toBe(true);
  });

  it.each(refused)('refuses %s', (value) => {
    expect(isoDateTimePattern.test(value)).toBe(false);
  });

  it("agrees with zod's own ISO date-time with an offset on every example", () => {
    const zodIso = z.iso.datetime({ offset: true });
    for (const value of [...accepted, ...refused]) {
      expect(isoDateTimePattern.test(value), value).toBe(z.safeParse(zodIso, value).success);
    }
  });

  it('stays within what Rust regex reads the same way (no lookarounds, backreferences, \\d or flags)', () => {
    expect(isoDateTimeSource).not.toMatch(/\(\?[=!<]|\\[1-9]|\\d|\\k</);
    expect(isoDateTimePattern.flags).toBe('');
    expect(isoDateTimeSource.startsWith('^') && isoDateTimeSource.endsWith('$')).toBe(true);
  });

  it('is what the article schema checks a date against', () => {
    const article = {
      _id: '6542f0c1a9b3c2d4e5f60718',
      title: 't',
      summary: 's',
      image: '/images/news/1.svg',
      isHot: false,
      category: { _id: '6542f0c1a9b3c2d4e5f60001', type: 'Sự kiện' },
      contents: [],
    };
    expect(z.safeParse(newsArticleSchema, { ...article, date: '2025-01-31T07:00:00+07:00' }).success).toBe(true);
    expect(z.safeParse(newsArticleSchema, { ...article, date: '2025-01-31T07:00:00' }).success).toBe(false);
  });
});
