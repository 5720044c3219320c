import type { AgeRange, Course } from './course.types';

/*
 * The course finder of /khoa-hoc (docs/decisions.md#course-finder): the ages it offers, what each
 * age is called at school, and which courses of the one catalogue fit a child of that age.
 */

/** The ages the finder offers, 4 to 16: each has its own page, /khoa-hoc/theo-tuoi/{age}. */
export const finderAges: readonly number[] = Array.from({ length: 13 }, (_, index) => index + 4);

/** The age an address names ('8'), or undefined for any other text ('08', '3', '17', 'tam'). */
export function parseFinderAge(text: string): number | undefined {
  const age = /^[1-9]\d?$/.test(text) ? Number(text) : undefined;
  return age !== undefined && finderAges.includes(age) ? age : undefined;
}

/** An age's page, e.g. '/khoa-hoc/theo-tuoi/8'. */
export const finderAgePath = (age: number) => `/khoa-hoc/theo-tuoi/${age}`;

/** Where a child of that age is at school, counted as parents do (lớp 1 the year the child is 6): 'mẫu giáo', 'lớp 3'. */
export function schoolYear(age: number): string {
  return age < 6 ? 'mẫu giáo' : `lớp ${age - 5}`;
}

const takesAge = ({ from, to }: AgeRange, age: number) => age >= from && (to === undefined || age <= to);

type FinderCourse = Pick<Course, 'courseType' | 'ages'>;

/** The finder's kinds of course, in the order it shows them. The Cambridge programme is shown by its levels (the sub courses). */
const groupKinds = [
  { kind: 'Life', title: 'Kỹ năng sống', courseType: 'Life' },
  { kind: 'Cambridge', title: 'Tiếng Anh Cambridge', courseType: 'Cambridge sub course' },
  { kind: 'English', title: 'Tiếng Anh giao tiếp', courseType: 'English' },
] as const;

export interface CourseGroup<T> {
  kind: (typeof groupKinds)[number]['kind'];
  title: string;
  /** Youngest first. */
  courses: T[];
}

/**
 * The courses a child of `age` can join, grouped by kind: life skills, the Cambridge levels,
 * communication English. Without an age, every course. A kind with no course for the age is left out.
 */
export function courseGroups<T extends FinderCourse>(courses: readonly T[], age?: number): CourseGroup<T>[] {
  return groupKinds
    .map(({ kind, title, courseType }) => ({
      kind,
      title,
      courses: courses
        .filter((course) => course.courseType === courseType && (age === undefined || takesAge(course.ages, age)))
        .sort((a, b) => a.ages.from - b.ages.from),
    }))
    .filter((group) => group.courses.length > 0);
}
