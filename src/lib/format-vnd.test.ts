import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatVnd } from './format-vnd';

describe('formatVnd', () => {
  it('writes an amount as Vietnamese prices are written, its unit kept on the same line', () => {
    expect(formatVnd(4_800_000, 'vi')).toBe('4.800.000\u00a0đ');
    expect(formatVnd(800_000, 'vi')).toBe('800.000\u00a0đ');
  });

  it('writes it in the English format on an English page: commas, and the currency as VND', () => {
    expect(formatVnd(4_800_000, 'en')).toBe('4,800,000\u00a0VND');
  });
});

describe('any whole amount up to a trillion đồng', () => {
  const intl = { vi: new Intl.NumberFormat('vi-VN'), en: new Intl.NumberFormat('en-GB') };

  test.prop([fc.integer({ min: 0, max: 1_000_000_000_000 })])('is grouped as Intl groups it, in both languages', (amount) => {
    expect(formatVnd(amount, 'vi')).toBe(`${intl.vi.format(amount)}\u00a0đ`);
    expect(formatVnd(amount, 'en')).toBe(`${intl.en.format(amount)}\u00a0VND`);
  });
});
