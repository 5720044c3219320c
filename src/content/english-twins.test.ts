import { describe, expect, it } from 'vitest';

/*
 * The content test of issue 46: every file of content with Vietnamese words has its English twin
 * beside it (`about.data.ts` → `about.en.ts`, `catalogue.ts` → `catalogue.en.ts`), and each twin's
 * own test checks with `untranslated()` that it leaves no Vietnamese line out. So the next page's
 * content cannot forget its English. (The site's words outside content are typed: an English part
 * missing a Vietnamese key does not compile, src/i18n/ui-text.ts.)
 */
// Not the business facts (facts/): no page shows them; they are the launch list's, in English, quoting the pages' Vietnamese.
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts', '!./**/*.en.ts', '!./facts/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const twins = import.meta.glob<string>(['./**/*.en.ts'], { query: '?raw', import: 'default', eager: true });
const twinTests = import.meta.glob<string>(['./**/*.en.test.ts'], { query: '?raw', import: 'default', eager: true });

/** A string literal with a letter Vietnamese has and English does not, outside comments. */
const vietnameseLiteral =
  /(['"`])(?:(?!\1).)*[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ](?:(?!\1).)*\1/i;
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('the content in English', () => {
  const withWords = Object.entries(sources)
    .filter(([, source]) => vietnameseLiteral.test(withoutComments(source)))
    .map(([path]) => path);

  it('has an English twin beside every file of Vietnamese words, which a test of twins reads', () => {
    expect(withWords.length).toBeGreaterThan(10);
    // A twin is read by a twin's test, directly or through a twin that gathers it (the level check's sets).
    const importers = [...Object.values(twinTests), ...Object.values(twins)];
    const missing = withWords.filter((path) => {
      const twin = path.replace(/(\.data)?\.ts$/, '.en.ts');
      const name = twin.replace(/^.*\//, '').replace(/\.ts$/, '');
      return !(twin in twins) || !importers.some((source) => source.includes(`/${name}'`));
    });
    expect(missing).toEqual([]);
  });
});
