import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fill } from './fill';
import { localeOfPath, localizedPath, routePathOf, translatedLocales, untranslatedSegments } from './locale';

const toEnglishPath = (routePath: string) => localizedPath(routePath, 'en');

/** Every route's path, as the route generator wrote them (src/routeTree.gen.ts, checked current in CI). */
const routePaths = [...(/fullPaths: ([^\n]+)/.exec(readFileSync(resolve(import.meta.dirname, '../routeTree.gen.ts'), 'utf8'))?.[1] ?? '').matchAll(/'([^']+)'/g)].map(([, path]) => path!);

describe("an English page's address", () => {
  it('is its Vietnamese route path, segment by segment, under /en; ids stay as they are', () => {
    expect(toEnglishPath('/')).toBe('/en');
    expect(toEnglishPath('/gioi-thieu')).toBe('/en/about');
    expect(toEnglishPath('/khoa-hoc/ky-nang-song/3')).toBe('/en/courses/life-skills/3');
    expect(toEnglishPath('/khoa-hoc/theo-tuoi/7')).toBe('/en/courses/by-age/7');
    expect(toEnglishPath('/tin-tuc/6650a1f2c3')).toBe('/en/news/6650a1f2c3');
  });

  it('has a twin for every word of every route path in every language: a new page cannot keep a Vietnamese word under /en', () => {
    expect(routePaths).toEqual(expect.arrayContaining(['/gioi-thieu', '/khoa-hoc/theo-tuoi/$tuoi', '/tin-tuc/rss.xml']));
    expect(translatedLocales).toEqual(['en']);
    for (const locale of translatedLocales) expect(routePaths.flatMap((path) => untranslatedSegments(path, locale))).toEqual([]);
    expect(untranslatedSegments('/trang-chua-dich/$id', 'en')).toEqual(['trang-chua-dich']);
  });

  it('never translates an id, even one that is a word of the site’s addresses', () => {
    expect(toEnglishPath('/tin-tuc/about')).toBe('/en/news/about');
    expect(routePathOf('/en/news/about')).toBe('/tin-tuc/about');
    expect(toEnglishPath('/tin-tuc/gioi-thieu')).toBe('/en/news/gioi-thieu');
    expect(routePathOf('/en/news/gioi-thieu')).toBe('/tin-tuc/gioi-thieu');
    expect(routePathOf('/en/news/news')).toBe('/tin-tuc/news');
    expect(toEnglishPath('/khoa-hoc/theo-tuoi/nguoi-lon')).toBe('/en/courses/by-age/adults');
    expect(routePathOf('/en/courses/by-age/adults')).toBe('/khoa-hoc/theo-tuoi/nguoi-lon');
  });

  it('reads back to the route path it came from', () => {
    for (const path of ['/', '/gioi-thieu', '/khoa-hoc/tieng-anh-cambridge/5', '/cau-hoi-thuong-gap', '/tin-tuc/abc']) {
      expect(routePathOf(toEnglishPath(path))).toBe(path);
    }
  });

  it('is no page with a Vietnamese word in it, or for a file: the visitor gets the not-found page', () => {
    expect(routePathOf('/en/gioi-thieu')).toBeUndefined();
    expect(routePathOf('/en/courses/ky-nang-song/1')).toBeUndefined();
    expect(routePathOf('/en/news/rss.xml')).toBeUndefined();
    expect(toEnglishPath('/tin-tuc/rss.xml')).toBe('/tin-tuc/rss.xml');
    expect(routePathOf('/gioi-thieu')).toBe('/gioi-thieu');
    expect(routePathOf('/english')).toBe('/english');
  });

  it('tells the language of any address', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/about?x=1')).toBe('en');
    expect(localeOfPath('/en?x=1')).toBe('en');
    expect(localeOfPath('/english')).toBe('vi');
    expect(localeOfPath('/')).toBe('vi');
    expect(localizedPath('/hoc-phi', 'vi')).toBe('/hoc-phi');
    expect(localizedPath('/hoc-phi', 'en')).toBe('/en/fees');
  });
});

describe('fill', () => {
  it('fills each named blank and leaves an unknown one as it is', () => {
    expect(fill('{count} ảnh, {count} bạn', { count: 3 })).toBe('3 ảnh, 3 bạn');
    expect(fill('{missing}', {})).toBe('{missing}');
  });
});
