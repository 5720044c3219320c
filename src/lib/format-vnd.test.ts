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
