import type { Gender } from '../person.types';
import type { Picture } from '@/lib/picture';

export interface Teacher {
  id: string;
  name: string;
  gender: Gender;
  quote: string;
  /** Optional extra qualification, e.g. a teaching certificate such as 'TESOL' or 'IELTS 8.0'. */
  score?: string;
  degree: string;
  subject: string;
  avatar: Picture;
}

/** One step of how the centre selects and trains its teachers. */
export interface SelectionStep {
  id: string;
  title: string;
  text: string;
}
