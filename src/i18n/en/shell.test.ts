import { describe, expect, it } from 'vitest';
import { shell as vietnamese } from '../vi/shell';
import { shell as english } from './shell';

/**
 * Every string of a part, with where it is; not the rules that read the centre's Vietnamese address
 * (`centre.addressParts`, none in Vietnamese), which name its Vietnamese words (src/lib/address.test.ts).
 */
const strings = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : path === 'centre.addressParts'
      ? []
      : Object.entries(value as object).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));

/** A letter only Vietnamese writes (a tone or vowel mark, đ). */
const vietnameseLetter = /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i;
/** Names English keeps as they are: the centre's, and Vietnamese named in itself (the language switch). */
const names = ['Mặt Trời Nhỏ', 'Tiếng Việt'];

describe('the shell in English', () => {
  it('has every word the Vietnamese has, with the same blanks', () => {
    const blanks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    const englishStrings = new Map(strings(english));
    expect([...englishStrings.keys()]).toEqual(strings(vietnamese).map(([path]) => path));
    for (const [path, text] of strings(vietnamese)) expect([path, blanks(englishStrings.get(path)!)]).toEqual([path, blanks(text)]);
  });

  it('says nothing in Vietnamese but names', () => {
    const inVietnamese = strings(english).filter(([, text]) => vietnameseLetter.test(names.reduce((rest, name) => rest.replaceAll(name, ''), text)));
    expect(inVietnamese).toEqual([]);
  });
});
