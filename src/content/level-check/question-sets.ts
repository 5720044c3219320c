import type { QuestionSet } from './level-check.types';
import { ages11to16 } from './sets/ages-11-16';
import { ages4to6 } from './sets/ages-4-6';
import { ages7to10 } from './sets/ages-7-10';

export const questionSets: QuestionSet[] = [ages4to6, ages7to10, ages11to16];

/** The questions for a child of this age (one of ages.ts's `levelCheckAges`), or undefined. */
export function questionSetForAge(age: number): QuestionSet | undefined {
  return questionSets.find((set) => age >= set.ages.from && age <= set.ages.to);
}
