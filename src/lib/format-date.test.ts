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
