import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText } from './registration-schema';

const unclean = /[\p{Cc}\p{Cs}\p{Bidi_Control}\p{Noncharacter_Code_Point}]/u;
const oddities = ['\r\n', '\t', '\0', '\u0007', '\u007F', '\u0085', '\u202E', '\u2067', '\u200E', '\uFFFE', '\uFFFF', '\uD83D', '\uDE00', '😀', '👨‍👩‍👧', 'e\u0301', '\u200B'];
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: fc.oneof(fc.constantFrom(...oddities), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 80 }),
);

describe('cleanText', () => {
  test.prop([anyText, fc.integer({ min: 1, max: 120 })], { numRuns: 200 })(
    'gives one clean line within the limit, cut between characters, of nothing the text did not have',
    (text, max) => {
      const clean = cleanText(text, max);
      if (clean === undefined) return;
      expect(clean).not.toMatch(unclean);
      expect(clean.length).toBeLessThanOrEqual(max);
      expect(clean).toBe(clean.trim());
      expect([...clean].every((character) => character === ' ' || text.includes(character))).toBe(true);
    },
  );

  it.each([
    ['a line break and a header', 'a\r\nBcc: x@evil.example', 'a Bcc: x@evil.example'],
    ['NUL and BEL', 'zalo\u0000\u0007', 'zalo'],
    ['a right-to-left override', 'he-2026\u202Egnp.exe', 'he-2026 gnp.exe'],
    ['lone surrogates', '\uD800Lan\uDFFF', 'Lan'],
    ['only what shows nothing', '\u200B\uFEFF\u00A0', undefined],
  ])('drops %s', (_case, text, clean) => {
    expect(cleanText(text, 100)).toBe(clean);
  });

  it('cuts before an emoji that does not fit whole, and keeps a family emoji whole or not at all', () => {
    expect(cleanText(`${'a'.repeat(99)}😀b`, 100)).toBe('a'.repeat(99));
    expect(cleanText(`${'a'.repeat(95)}👨‍👩‍👧`, 100)).toBe('a'.repeat(95));
    expect(cleanText(`${'a'.repeat(92)}👨‍👩‍👧`, 100)).toBe(`${'a'.repeat(92)}👨‍👩‍👧`);
  });

  it('reads what is not text as none', () => {
    expect(cleanText(42, 10)).toBeUndefined();
    expect(cleanText(null, 10)).toBeUndefined();
  });
});
