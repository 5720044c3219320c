import type { Picture } from '@/lib/picture';

type CourseType = 'Life' | 'Cambridge' | 'Cambridge sub course' | 'English';

/** Ages in whole years, both ends included; no `to`: no upper limit ('15 tuổi trở lên'). */
export interface AgeRange {
  from: number;
  to?: number;
}

export interface MethodContent {
  contentName: string;
  descriptions: string[];
}

export interface TrainingMethod {
  /** Its number in the course (its picture's too): the English twin's key. */
  id: number;
  title: string;
  contents: MethodContent[];
  /** Card background (hex). Must give AA contrast with `textColor`. */
  color: string;
  textColor: string;
  image: Picture;
}

export interface Outcome {
  /** Its number in the course (its picture's too): the English twin's key. */
  id: number;
  image: Picture;
  description: string;
}

export interface StudentImage extends Picture {
  id: string;
}

/** JavaScript's day numbers: 0 Sunday, 1 Monday … 6 Saturday. */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The days a class meets each week and the hour it starts ('17:45', 24-hour clock). */
export interface ClassTime {
  days: Weekday[];
  start: `${number}:${number}`;
}

/** One class of a course: what it costs, how often and how long it meets, and how many children it takes. */
export interface CourseClass {
  /** Its level, e.g. 'Nhóm 5 - 6 tuổi'; none where the course has one class for every learner. */
  level?: string;
  /** VND for a term (`termWeeks` of term.ts), paid at once. */
  feePerTerm: number;
  /** VND for a month (4 weeks), where the centre lets parents pay by the month; none: by the term only. */
  feePerMonth?: number;
  sessionsPerWeek: number;
  sessionMinutes: number;
  maxClassSize: number;
  /** The times on offer, each a class of its own: as many days as `sessionsPerWeek`. */
  times: ClassTime[];
}

/** What a course costs and when it meets (docs/decisions.md#fees-and-timetable). */
export interface CourseFees {
  /** One class for most courses; one per level where the levels differ (life skills, by age). */
  classes: CourseClass[];
  /** What the fee covers. */
  included: string[];
  /** What it does not, and who is paid for it; empty: nothing else to pay. */
  notIncluded: string[];
  /** The months (1-12) in which new classes open, each on its first Monday (course-openings.ts). */
  openingMonths: number[];
}

export interface Course {
  id: string;
  courseType: CourseType;
  title: string;
  /** Age-range text such as '5 - 12 tuổi'; may be empty. */
  age: string;
  /** The same range in numbers, for the course finder (course-finder.ts); a test checks they agree. */
  ages: AgeRange;
  /** May be empty. */
  about: string;
  heroImage: Picture;
  heroMobileImage?: Picture;
  image: Picture;
  /** Card background (hex). */
  color: string;
  textbook: { name: string };
  /** None for the Cambridge programme: a child joins one of its levels (the sub courses), which have their own. */
  fees?: CourseFees;
  outcomes: Outcome[];
  methods: TrainingMethod[];
  studentImages: StudentImage[];
}
