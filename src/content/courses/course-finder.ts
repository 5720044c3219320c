import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';
import { courses as coursesText } from '@/i18n/vi/courses';
import { schoolGrade } from '@/content/level-check/ages';
import type { AgeRange, Course } from './course.types';

/*
 * The course finder of /khoa-hoc (docs/decisions.md#course-finder): the ages it offers, what each
 * age is called at school, and which courses of the one catalogue fit a child of that age.
 * Its words are the `courses` part's (`finder`): Vietnamese unless a page gives its own.
 */

/** The finder's words in a page's language (`useText('courses', courses).finder`). */
type FinderText = UiText['courses']['finder'];

/** The finder's 'Người lớn': any age past school, where only a course with no upper age fits. */
const adultAge = 19;
const adultSlug = 'nguoi-lon';

/** The ages the finder offers, every age a course is for: 3 to 18, then adults. Each has its own page. */
export const finderAges: readonly number[] = Array.from({ length: adultAge - 2 }, (_, index) => index + 3);

/** How an age's address names it: '8', or 'nguoi-lon' for adults (its English address says 'adults': src/i18n/locale.ts). */
export const finderAgeSlug = (age: number) => (age === adultAge ? adultSlug : String(age));

/** The age an address names ('8', 'nguoi-lon'), or undefined for any other text ('08', '2', '19', 'tam'). */
export function parseFinderAge(text: string): number | undefined {
  return finderAges.find((age) => finderAgeSlug(age) === text);
}

/** An age's page, e.g. '/khoa-hoc/theo-tuoi/8'. */
export const finderAgePath = (age: number) => `/khoa-hoc/theo-tuoi/${finderAgeSlug(age)}`;

/** An age as the finder's answers show it: '8 tuổi', 'Người lớn' ('Age 8', 'Adults'). */
export const ageLabel = (age: number, text: FinderText = coursesText.finder) =>
  age === adultAge ? text.adults : fill(text.age, { age });

/** Where a learner of that age is, counted as parents do (`schoolGrade`: lớp 1 at 6): 'mẫu giáo', 'lớp 3', 'sau lớp 12'. */
export function schoolYear(age: number, text: FinderText = coursesText.finder): string {
  const years = text.schoolYears;
  if (schoolGrade(age) < 1) return years.preschool;
  if (schoolGrade(age) <= 12) return fill(years.grade, { grade: schoolGrade(age) });
  return age === adultAge ? years.adults : years.afterSchool;
}

/** Who an age's page is for: 'bé 8 tuổi'; from secondary school 'học viên 14 tuổi' (a teenager is not 'bé'); 'người lớn'. */
export function learnerOfAge(age: number, text: FinderText = coursesText.finder): string {
  if (age === adultAge) return text.learners.adults;
  return fill(age <= 10 ? text.learners.child : text.learners.teenager, { age });
}

/** 'Bé 8 tuổi (lớp 3) có 2 khóa học phù hợp tại Mặt Trời Nhỏ.' */
export function courseCountSentence(age: number, count: number, text: FinderText = coursesText.finder): string {
  const sentence = fill(count === 1 ? text.courseCount.one : text.courseCount.other, {
    learner: learnerOfAge(age, text),
    year: schoolYear(age, text),
    count,
  });
  return `${sentence.charAt(0).toLocaleUpperCase('vi')}${sentence.slice(1)}`;
}

const takesAge = ({ from, to }: AgeRange, age: number) => age >= from && (to === undefined || age <= to);

type FinderCourse = Pick<Course, 'courseType' | 'ages'>;

/**
 * The finder's kinds of course, in the order it shows them (each named by the finder's words,
 * `groups`). The Cambridge programme is shown by its levels (the sub courses).
 */
const groupKinds = [
  { kind: 'Life', courseType: 'Life' },
  { kind: 'Cambridge', courseType: 'Cambridge sub course' },
  { kind: 'English', courseType: 'English' },
] as const;

export interface CourseGroup<T> {
  kind: (typeof groupKinds)[number]['kind'];
  /** Youngest first. */
  courses: T[];
}

/**
 * The courses a child of `age` can join, grouped by kind: life skills, the Cambridge levels,
 * communication English. Without an age, every course. A kind with no course for the age is left out.
 */
export function courseGroups<T extends FinderCourse>(courses: readonly T[], age?: number): CourseGroup<T>[] {
  return groupKinds
    .map(({ kind, courseType }) => ({
      kind,
      courses: courses
        .filter((course) => course.courseType === courseType && (age === undefined || takesAge(course.ages, age)))
        .sort((a, b) => a.ages.from - b.ages.from),
    }))
    .filter((group) => group.courses.length > 0);
}
