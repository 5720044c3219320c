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
  title: string;
  contents: MethodContent[];
  /** Card background (hex). Must give AA contrast with `textColor`. */
  color: string;
  textColor: string;
  image: Picture;
}

export interface Outcome {
  image: Picture;
  description: string;
}

export interface StudentImage extends Picture {
  id: string;
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
  /** How long the programme runs, shown as 'Lộ trình: N tháng' (docs/decisions.md#course-pages). */
  durationMonths: number;
  outcomes: Outcome[];
  methods: TrainingMethod[];
  studentImages: StudentImage[];
}
