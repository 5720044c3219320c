import { describe, expect, it } from 'vitest';
import { translate, untranslated } from '@/i18n/translate';
import { courses } from './catalogue';
import { courseTranslations } from './catalogue.en';
import { feePolicies } from './fee-policies';
import { feePolicyTranslations } from './fee-policies.en';

/** Every string of the Vietnamese with its English twin's, path by path. */
function pairs(vietnamese: unknown, english: unknown, path = ''): [path: string, vi: string, en: string][] {
  if (typeof vietnamese === 'string') return typeof english === 'string' ? [[path, vietnamese, english]] : [];
  if (typeof vietnamese !== 'object' || vietnamese === null || typeof english !== 'object' || english === null) return [];
  const twin = english as Record<string, unknown>;
  return Object.entries(vietnamese).flatMap(([key, value]) => pairs(value, twin[key], path ? `${path}.${key}` : key));
}

/**
 * The figures a text states, in order of size: '113', '6.5', '4-7-8' (as 4, 7, 8). Cambridge's
 * level codes (A1, A2, B1) are names, not figures: English names the exams with them ('A2 Key for
 * Schools'), Vietnamese often without ('KET').
 */
const figures = (text: string) =>
  (text.replace(/\b(?:Pre )?[ABC][12]\b/g, '').match(/\d+(?:[.,]\d+)*/g) ?? []).map((figure) => figure.replace(',', '.')).sort();

describe('the catalogue in English', () => {
  it('has a twin for every course, and no other', () => {
    expect(Object.keys(courseTranslations).sort()).toEqual(courses.map((course) => course.id).sort());
  });

  it.each(courses.map((course) => [course.id, course] as const))('course %s leaves no Vietnamese words untranslated', (id, course) => {
    expect(untranslated(course, courseTranslations[id])).toEqual([]);
  });

  it.each(courses.map((course) => [course.id, course] as const))('course %s states the figures the Vietnamese states, and no others', (id, course) => {
    const translated = pairs(course, courseTranslations[id]);
    expect(translated.length).toBeGreaterThan(10);
    for (const [path, vi, en] of translated) expect(figures(en), `${id}: ${path}: ${en}`).toEqual(figures(vi));
  });

  it('keeps every list the length of the Vietnamese one (no line left over, none missing)', () => {
    for (const course of courses) {
      const english = translate(course, courseTranslations[course.id]);
      expect(english.outcomes.length, course.id).toBe(course.outcomes.length);
      expect(english.methods.map((method) => method.contents.map((content) => content.descriptions.length))).toEqual(
        course.methods.map((method) => method.contents.map((content) => content.descriptions.length)),
      );
      const twin = courseTranslations[course.id]!;
      expect(twin.methods?.length ?? 0, course.id).toBe(course.methods.length);
      expect(twin.outcomes?.length ?? 0, course.id).toBe(course.outcomes.length);
      expect(twin.studentImages?.length, course.id).toBe(course.studentImages.length);
      for (const [index, method] of course.methods.entries()) {
        const words = twin.methods![index]!;
        expect(words.contents?.length, `${course.id}: ${method.title}`).toBe(method.contents.length);
        method.contents.forEach((content, each) =>
          expect(words.contents![each]!.descriptions?.length, `${course.id}: ${content.contentName}`).toBe(content.descriptions.length),
        );
      }
      if (course.fees) {
        expect(twin.fees?.included?.length, course.id).toBe(course.fees.included.length);
        expect(twin.fees?.notIncluded?.length ?? 0, course.id).toBe(course.fees.notIncluded.length);
      }
    }
  });

  it('says in its ages what the numbers say', () => {
    for (const course of courses) {
      const { from, to } = course.ages;
      const english = translate(course, courseTranslations[course.id]);
      expect(english.age, course.id).toBe(to === undefined ? `${from} years and over` : `${from}–${to} years old`);
      for (const [index, courseClass] of (course.fees?.classes ?? []).entries()) {
        if (courseClass.level === undefined) continue;
        const [, first, last] = /^Nhóm (\d+) - (\d+) tuổi$/.exec(courseClass.level)!;
        expect(english.fees!.classes[index]!.level, course.id).toBe(`Ages ${first}–${last}`);
      }
    }
  });

  it('names Cambridge’s exams as Cambridge does, never by their old short names', () => {
    const text = courses.flatMap((course) => pairs(course, courseTranslations[course.id]).map(([, , en]) => en)).join('\n');
    expect(text).not.toMatch(/\b(KET|PET|YLE)\b/);
    expect(text).not.toMatch(/(?<!Pre A1 )Starters|(?<!A1 )Movers|(?<!A2 )Flyers|(?<!A2 )Key\b|(?<!B1 )Preliminary/);
    // British spelling.
    expect(text).not.toMatch(/\b(colors?|centers?|programs?|enroll\w*|practicing|organiz\w*|favorite)\b/i);
  });
});

describe('the rules on fees in English', () => {
  it('leave no Vietnamese words untranslated', () => {
    expect(untranslated(feePolicies, feePolicyTranslations)).toEqual([]);
    expect(feePolicyTranslations.map((policy) => policy.points?.length)).toEqual(feePolicies.map((policy) => policy.points.length));
  });

  it('state the figures the Vietnamese states, and no others', () => {
    for (const [path, vi, en] of pairs(feePolicies, feePolicyTranslations)) expect(figures(en), `${path}: ${en}`).toEqual(figures(vi));
  });
});
