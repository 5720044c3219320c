import { describe, expect, it } from 'vitest';
import { formatVnd } from './format-vnd';

describe('formatVnd', () => {
  it('writes an amount as Vietnamese prices are written, its unit kept on the same line', () => {
    expect(formatVnd(4_800_000)).toBe('4.800.000\u00a0đ');
    expect(formatVnd(800_000)).toBe('800.000\u00a0đ');
  });
});
