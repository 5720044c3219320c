import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('writes day/month/year', () => {
    expect(formatDate('2025-11-10T03:15:00.000Z', 'vi')).toBe('10/11/2025');
  });

  it("uses Vietnam's day, not UTC's (20:00 UTC is already the next morning there)", () => {
    expect(formatDate('2025-11-09T20:00:00Z', 'vi')).toBe('10/11/2025');
    expect(formatDate('2025-12-31T17:30:00+00:00', 'vi')).toBe('01/01/2026');
  });

  it('writes the month in words in English, day first as in British English', () => {
    expect(formatDate('2025-11-10T03:15:00.000Z', 'en')).toBe('10 November 2025');
    expect(formatDate('2025-12-31T17:30:00+00:00', 'en')).toBe('1 January 2026');
  });
});

describe('formatDateTime', () => {
  it("writes the hour and minute, then the date, in Vietnam's time zone", () => {
    expect(formatDateTime(Date.parse('2026-11-26T10:05:00Z'), 'vi')).toBe('17:05 26/11/2026');
    expect(formatDateTime(Date.parse('2025-12-31T17:30:00Z'), 'vi')).toBe('00:30 01/01/2026');
    expect(formatDateTime(Date.parse('2026-11-26T10:05:00Z'), 'en')).toBe('17:05, 26 November 2026');
  });
});

describe('any moment from 1980 to 2100', () => {
  const timeZone = 'Asia/Ho_Chi_Minh';
  const intlDate = { vi: new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }), en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }) };
  const intlTime = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone });
  const moments = fc.integer({ min: Date.UTC(1980, 0, 1), max: Date.UTC(2100, 0, 1) });

  test.prop([moments])('is written as Intl writes it in Vietnam’s time zone, in both languages', (time) => {
    for (const locale of ['vi', 'en'] as const) {
      expect(formatDate(new Date(time).toISOString(), locale)).toBe(intlDate[locale].format(time));
    }
    expect(formatDateTime(time, 'vi')).toBe(`${intlTime.format(time)} ${intlDate.vi.format(time)}`);
  });
});
