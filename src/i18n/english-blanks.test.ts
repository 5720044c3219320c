import { describe, expect, it } from 'vitest';
import { loadEveryPart } from './translated-text';
import type { UiText } from './ui-text';
import { shell } from './vi/shell';
import { carousel } from './vi/carousel';
import { gallery } from './vi/gallery';
import { siteSearch } from './vi/site-search';
import { registration } from './vi/registration';
import { courses } from './vi/courses';
import { courseCards } from './vi/course-cards';
import { levelCheck } from './vi/level-check';
import { news } from './vi/news';
import { home } from './vi/home';
import { homeFacilities } from './vi/home-facilities';
import { about } from './vi/about';
import { contact } from './vi/contact';
import { faq } from './vi/faq';
import { teachers } from './vi/teachers';
import { students } from './vi/students';
import { privacy } from './vi/privacy';

// The shell's English words, which every head reads, loaded as the render server loads them.
const englishText = await loadEveryPart('en');

const vietnameseText: UiText = { shell, carousel, gallery, siteSearch, registration, courses, courseCards, levelCheck, news, home, homeFacilities, about, contact, faq, teachers, students, privacy };

/** The blanks `fill` fills in each string of a part, by path (a list's strings together, as `list[]`). */
function blanksByPath(value: unknown, path: string, found = new Map<string, Set<string>>()) {
  if (typeof value === 'string') {
    const blanks = found.get(path) ?? new Set<string>();
    for (const [, name] of value.matchAll(/\{(\w+)\}/g)) blanks.add(name!);
    found.set(path, blanks);
  } else if (Array.isArray(value)) {
    for (const item of value) blanksByPath(item, `${path}[]`, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) blanksByPath(inner, `${path}.${key}`, found);
  }
  return found;
}

/**
 * Where the English asks for other blanks than the Vietnamese, and the page fills both: the hours
 * as two times ('from 8:00 to 21:00'), the centre's English name.
 */
const otherBlanks: Record<string, string[]> = {
  'faq.stillAsking.text': ['opens', 'closes'],
  'privacy.opening': ['name'],
  'privacy.contact.centre': ['name'],
};

describe("the site's words in English", () => {
  const parts = Object.keys(vietnameseText) as (keyof UiText)[];

  it.each(parts)('%s: every string asks only for the blanks its Vietnamese twin is filled with', (part) => {
    const vietnamese = blanksByPath(vietnameseText[part], part);
    const english = blanksByPath(englishText[part], part);
    const wrong = [...english].flatMap(([path, blanks]) =>
      [...blanks].filter((name) => !vietnamese.get(path)?.has(name) && !otherBlanks[path]?.includes(name)).map((name) => `${path}: {${name}}`),
    );
    expect(wrong).toEqual([]);
  });

  it('knows every part', () => {
    expect(parts.length).toBeGreaterThan(10);
    expect(Object.keys(englishText).sort()).toEqual([...parts].sort());
  });
});
