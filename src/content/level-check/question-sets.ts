import type { QuestionSet } from './level-check.types';
import { ages11to16 } from './sets/ages-11-16';
import { ages4to6 } from './sets/ages-4-6';
import { ages7to10 } from './sets/ages-7-10';

export const questionSets: QuestionSet[] = [ages4to6, ages7to10, ages11to16];

/**
 * The ages the check takes, youngest first: those its sets are written for, 4 to 16. A younger child
 * is sent to the course finder, an older learner to the free level test at the centre
 * (docs/level-check.md#who-takes-it).
 */
export const levelCheckAges: readonly number[] = questionSets.flatMap(({ ages }) =>
  Array.from({ length: ages.to - ages.from + 1 }, (_, index) => ages.from + index),
);

/** The questions for a child of this age (one of `levelCheckAges`), or undefined. */
export function questionSetForAge(age: number): QuestionSet | undefined {
  return questionSets.find((set) => age >= set.ages.from && age <= set.ages.to);
}
