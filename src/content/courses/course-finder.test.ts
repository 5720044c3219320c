import { describe, expect, it } from 'vitest';
import { courses as english } from '@/i18n/en/courses';
import { courses } from './catalogue';
import { ageLabel, courseCountSentence, courseGroups, finderAgePath, finderAges, learnerOfAge, parseFinderAge, schoolYear } from './course-finder';

const titles = (found: readonly { title: string }[]) => found.map((course) => course.title);

/** The courses for an age, as the page lists them: group by group. */
const coursesForAge = <T extends Parameters<typeof courseGroups>[0][number]>(all: readonly T[], age: number) =>
  courseGroups(all, age).flatMap((group) => group.courses);

describe('the catalogue’s ages', () => {
  it('says in numbers what its text says', () => {
    for (const course of courses) {
      const { from, to } = course.ages;
      expect(course.age, course.title).toBe(to === undefined ? `${from} tuổi trở lên` : `${from} - ${to} tuổi`);
      if (to !== undefined) expect(to, course.title).toBeGreaterThan(from);
    }
  });
});

describe('the courses for an age', () => {
  it.each([
    [3, ['Tiếng Anh mầm non']],
    [4, ['Tiếng Anh mầm non']],
    [5, ['Kỹ năng sống', 'Tiếng Anh mầm non']],
    [6, ['Kỹ năng sống', 'Tiếng Anh tiểu học']],
    [8, ['Kỹ năng sống', 'Tiếng Anh tiểu học']],
    [10, ['Kỹ năng sống', 'Tiếng Anh tiểu học']],
    [11, ['Kỹ năng sống', 'Tiếng Anh trung học cơ sở']],
    [12, ['Kỹ năng sống', 'Tiếng Anh trung học cơ sở']],
    [13, ['Tiếng Anh trung học cơ sở']],
    [15, ['Tiếng Anh trung học cơ sở', 'Tiếng Anh giao tiếp']],
    [16, ['Tiếng Anh trung học phổ thông', 'Tiếng Anh giao tiếp']],
    [18, ['Tiếng Anh trung học phổ thông', 'Tiếng Anh giao tiếp']],
    [19, ['Tiếng Anh giao tiếp']],
  ])('at %i: %o', (age, expected) => {
    expect(titles(coursesForAge(courses, age))).toEqual(expected);
  });

  it('never lists the Cambridge programme itself: a child joins one of its levels', () => {
    for (const age of finderAges) expect(coursesForAge(courses, age).map((course) => course.courseType)).not.toContain('Cambridge');
  });

  it('finds at least one course at every age it offers', () => {
    for (const age of finderAges) expect(coursesForAge(courses, age).length, `${age}`).toBeGreaterThan(0);
  });

  it('takes an open range as having no upper limit', () => {
    const adults = [{ title: 'Người lớn', courseType: 'English' as const, ages: { from: 15 } }];
    expect(coursesForAge(adults, 14)).toEqual([]);
    expect(coursesForAge(adults, 99)).toEqual(adults);
  });
});

describe('courseGroups', () => {
  it('without an age: every course by kind, the Cambridge levels youngest first', () => {
    const groups = courseGroups(courses);
    expect(groups.map((group) => [group.kind, titles(group.courses)])).toEqual([
      ['Life', ['Kỹ năng sống']],
      ['Cambridge', ['Tiếng Anh mầm non', 'Tiếng Anh tiểu học', 'Tiếng Anh trung học cơ sở', 'Tiếng Anh trung học phổ thông']],
      ['English', ['Tiếng Anh giao tiếp']],
    ]);
  });

  it('orders the levels by age, whatever the catalogue’s order', () => {
    const [cambridge] = courseGroups([...courses].reverse().filter((course) => course.courseType === 'Cambridge sub course'));
    expect(cambridge!.courses.map((course) => course.ages.from)).toEqual([3, 6, 11, 16]);
  });

  it('with an age: only the kinds that have a course for it', () => {
    expect(courseGroups(courses, 4).map((group) => group.kind)).toEqual(['Cambridge']);
    expect(courseGroups(courses, 8).map((group) => group.kind)).toEqual(['Life', 'Cambridge']);
    expect(courseGroups(courses, 16).map((group) => group.kind)).toEqual(['Cambridge', 'English']);
  });
});

describe('the ages offered', () => {
  it('are every age a course is for, 3 to 18 and adults (19: past school), each with its own page', () => {
    expect(finderAges).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const youngest = Math.min(...courses.map((course) => course.ages.from));
    const oldest = Math.max(...courses.map((course) => course.ages.to ?? 0));
    expect([finderAges[0], finderAges.at(-2)]).toEqual([youngest, oldest]);
    expect(finderAgePath(8)).toBe('/khoa-hoc/theo-tuoi/8');
    expect(finderAgePath(19)).toBe('/khoa-hoc/theo-tuoi/nguoi-lon');
  });

  it.each([
    [8, 'Bé 8 tuổi (lớp 3) có 2 khóa học phù hợp tại Mặt Trời Nhỏ.'],
    [14, 'Học viên 14 tuổi (lớp 9) có 1 khóa học phù hợp tại Mặt Trời Nhỏ.'],
    [19, 'Người lớn (sinh viên, người đi làm) có 1 khóa học phù hợp tại Mặt Trời Nhỏ.'],
  ])('at %i, names the learner as a parent would (a teenager is not "bé"): %s', (age, sentence) => {
    expect(courseCountSentence(age, age === 8 ? 2 : 1)).toBe(sentence);
    if (age > 10) expect(learnerOfAge(age)).not.toMatch(/(?<!\p{L})bé(?!\p{L})/u);
  });

  it.each([
    ['3', 3],
    ['18', 18],
    ['nguoi-lon', 19],
    ['2', undefined],
    ['19', undefined],
    ['08', undefined],
    ['8.0', undefined],
    [' 8', undefined],
    ['tam', undefined],
    ['', undefined],
  ])('an address naming %o is age %o', (text, age) => {
    expect(parseFinderAge(text)).toBe(age);
  });

  it.each([
    [4, 'mẫu giáo'],
    [5, 'mẫu giáo'],
    [6, 'lớp 1'],
    [10, 'lớp 5'],
    [11, 'lớp 6'],
    [14, 'lớp 9'],
    [16, 'lớp 11'],
    [17, 'lớp 12'],
    [18, 'sau lớp 12'],
    [19, 'sinh viên, người đi làm'],
  ])('a child of %i is in %s', (age, year) => {
    expect(schoolYear(age)).toBe(year);
  });
});

describe('the finder in English', () => {
  const text = english.finder;

  it.each([
    [3, 'Age 3', 'preschool'],
    [6, 'Age 6', 'grade 1'],
    [17, 'Age 17', 'grade 12'],
    [18, 'Age 18', 'school leaver'],
    [19, 'Adults', 'at university or work'],
  ])('names age %i "%s", in %s', (age, label, year) => {
    expect(ageLabel(age, text)).toBe(label);
    expect(schoolYear(age, text)).toBe(year);
  });

  it.each([
    [8, 2, 'Mặt Trời Nhỏ has 2 courses for 8-year-olds (grade 3).'],
    [14, 1, 'Mặt Trời Nhỏ has 1 course for 14-year-olds (grade 9).'],
    [19, 1, 'Mặt Trời Nhỏ has 1 course for adults (at university or work).'],
  ])('at %i, with %i courses: %s', (age, count, sentence) => {
    expect(courseCountSentence(age, count, text)).toBe(sentence);
    expect(learnerOfAge(age, text)).toBe(age === 19 ? 'adults' : `${age}-year-olds`);
  });
});
