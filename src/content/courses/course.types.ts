import type { Picture } from '@/lib/picture';

type CourseType = 'Life' | 'Cambridge' | 'Cambridge sub course' | 'English';

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
  /** May be empty. */
  about: string;
  heroImage: Picture;
  heroMobileImage?: Picture;
  image: Picture;
  /** Card background (hex). */
  color: string;
  textbook: { name: string };
  outcomes: Outcome[];
  methods: TrainingMethod[];
  studentImages: StudentImage[];
}
