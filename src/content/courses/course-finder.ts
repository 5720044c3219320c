import type { AgeRange, Course } from './course.types';

/*
 * The course finder of /khoa-hoc (docs/decisions.md#course-finder): the ages it offers, what each
 * age is called at school, and which courses of the one catalogue fit a child of that age.
 */

/** The finder's 'Người lớn': any age past school, where only a course with no upper age fits. */
const adultAge = 19;
const adultSlug = 'nguoi-lon';

/** The ages the finder offers, every age a course is for: 3 to 18, then adults. Each has its own page. */
export const finderAges: readonly number[] = Array.from({ length: adultAge - 2 }, (_, index) => index + 3);

/** How an age's address names it: '8', or 'nguoi-lon' for adults. */
export const finderAgeSlug = (age: number) => (age === adultAge ? adultSlug : String(age));

/** The age an address names ('8', 'nguoi-lon'), or undefined for any other text ('08', '2', '19', 'tam'). */
export function parseFinderAge(text: string): number | undefined {
  return finderAges.find((age) => finderAgeSlug(age) === text);
}

/** An age's page, e.g. '/khoa-hoc/theo-tuoi/8'. */
export const finderAgePath = (age: number) => `/khoa-hoc/theo-tuoi/${finderAgeSlug(age)}`;

/** An age as the finder's answers show it: '8 tuổi', 'Người lớn'. */
export const ageLabel = (age: number) => (age === adultAge ? 'Người lớn' : `${age} tuổi`);

/** Where a learner of that age is, counted as parents do (lớp 1 the year the child is 6): 'mẫu giáo', 'lớp 3', 'sau lớp 12'. */
export function schoolYear(age: number): string {
  if (age < 6) return 'mẫu giáo';
  if (age <= 17) return `lớp ${age - 5}`;
  return age === adultAge ? 'sinh viên, người đi làm' : 'sau lớp 12';
}

/** Who an age's page is for: 'bé 8 tuổi'; from secondary school 'học viên 14 tuổi' (a teenager is not 'bé'); 'người lớn'. */
export function learnerOfAge(age: number): string {
  if (age === adultAge) return 'người lớn';
  return `${age <= 10 ? 'bé' : 'học viên'} ${age} tuổi`;
}

/** 'Bé 8 tuổi (lớp 3) có 2 khóa học phù hợp tại Mặt Trời Nhỏ.' */
export function courseCountSentence(age: number, count: number): string {
  const who = learnerOfAge(age);
  return `${who.charAt(0).toLocaleUpperCase('vi')}${who.slice(1)} (${schoolYear(age)}) có ${count} khóa học phù hợp tại Mặt Trời Nhỏ.`;
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
