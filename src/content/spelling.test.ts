import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One spelling of each word, the spec's: the tone mark on the vowel's main letter ('xóa', 'khóa', 'hòa', 'khỏe', 'thủy'),
// never the old placement beside it ('xoá', 'khoá', 'hoà', 'khoẻ', 'thuỷ'). 'quý' is the same in both.

const src = resolve(import.meta.dirname, '..');
/** o + a toned a or e, or u (not after q) + a toned y, ending the syllable. */
const oldPlacement = /(?:o[áàảãạéèẻẽẹ]|(?<!q)u[ýỳỷỹỵ])(?!\p{L})/iu;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|css|json|md)$/.test(entry.name) ? [path] : [];
  });
}

describe('Vietnamese spelling', () => {
  it("places the tone mark as the spec does ('xóa', not 'xoá'), everywhere in src/", () => {
    // This file names the old spellings on purpose.
    const found = filesUnder(src)
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (oldPlacement.test(line) ? [`${relative(src, file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('would catch the old spelling', () => {
    for (const word of ['Xoá', 'khoá', 'hoà', 'khoẻ', 'thuỷ', 'tuỳ']) expect(word).toMatch(oldPlacement);
    for (const word of ['Xóa', 'khóa', 'hòa', 'hoàn', 'khỏe', 'thủy', 'quý', 'quỹ', 'tùy'])
      expect(word).not.toMatch(oldPlacement);
  });
});
