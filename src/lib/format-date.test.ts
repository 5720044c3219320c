import { describe, expect, it } from 'vitest';
import { formatVietnameseDate } from './format-date';

describe('formatVietnameseDate', () => {
  it('writes day/month/year', () => {
    expect(formatVietnameseDate('2025-11-10T03:15:00.000Z')).toBe('10/11/2025');
  });

  it("uses Vietnam's day, not UTC's (20:00 UTC is already the next morning there)", () => {
    expect(formatVietnameseDate('2025-11-09T20:00:00Z')).toBe('10/11/2025');
    expect(formatVietnameseDate('2025-12-31T17:30:00+00:00')).toBe('01/01/2026');
  });
});
