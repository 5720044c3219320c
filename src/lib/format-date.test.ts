import { describe, expect, it } from 'vitest';
import { formatVietnameseDate, formatVietnameseDateTime } from './format-date';

describe('formatVietnameseDate', () => {
  it('writes day/month/year', () => {
    expect(formatVietnameseDate('2025-11-10T03:15:00.000Z')).toBe('10/11/2025');
  });

  it("uses Vietnam's day, not UTC's (20:00 UTC is already the next morning there)", () => {
    expect(formatVietnameseDate('2025-11-09T20:00:00Z')).toBe('10/11/2025');
    expect(formatVietnameseDate('2025-12-31T17:30:00+00:00')).toBe('01/01/2026');
  });
});

describe('formatVietnameseDateTime', () => {
  it("writes the hour and minute, then the date, in Vietnam's time zone", () => {
    expect(formatVietnameseDateTime(Date.parse('2026-11-26T10:05:00Z'))).toBe('17:05 26/11/2026');
    expect(formatVietnameseDateTime(Date.parse('2025-12-31T17:30:00Z'))).toBe('00:30 01/01/2026');
  });
});
