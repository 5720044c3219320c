import { describe, expect, it } from 'vitest';
import { capitalizeWords } from './capitalize-words';

describe('capitalizeWords', () => {
  it('upper-cases the first letter of each word', () => {
    expect(capitalizeWords('tiếng anh giao tiếp')).toBe('Tiếng Anh Giao Tiếp');
  });

  it('handles Vietnamese letters with diacritics', () => {
    expect(capitalizeWords('đăng ký ngay')).toBe('Đăng Ký Ngay');
    expect(capitalizeWords('ước mơ ở ấp')).toBe('Ước Mơ Ở Ấp');
  });

  it('leaves the rest of each word as it was', () => {
    expect(capitalizeWords('tiếng Anh IELTS mầm non')).toBe('Tiếng Anh IELTS Mầm Non');
    expect(capitalizeWords('kỹ năng 5-12 tuổi')).toBe('Kỹ Năng 5-12 Tuổi');
  });

  it('keeps spacing exactly as it was', () => {
    expect(capitalizeWords('  kỹ  năng\tsống ')).toBe('  Kỹ  Năng\tSống ');
  });

  it('returns an empty string for an empty string', () => {
    expect(capitalizeWords('')).toBe('');
  });
});
