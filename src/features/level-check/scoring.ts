import { courseGroups } from '@/content/courses/course-finder';
import type { Course } from '@/content/courses/course.types';
import { isTeenager } from './audience';
import type { LevelId, LevelResult, QuestionSet } from '@/content/level-check/level-check.types';
import { levels } from '@/content/level-check/levels';

/** The child's choice for each question they answered: question id to choice id. */
export type Answers = Readonly<Record<string, string>>;

/** Right answers needed among a level's questions to reach it: two thirds, rounded up. */
export const passMark = (questionCount: number) => Math.ceil((questionCount * 2) / 3);

/**
 * The fewest questions of a level that can name it. With three choices a child who guesses gets 4
 * of 5 right about one time in 22, but 2 of 3 one time in 4: three questions cannot show a level.
 */
export const questionsToNameLevel = 5;

const levelOf = (id: LevelId) => levels.find((level) => level.id === id)!;

/**
 * The level a finished check shows. A child reaches a level of the set by answering at least its
 * pass mark of that level's questions, having reached every easier level of the set too; an
 * unanswered question counts as wrong. The result is the highest level reached that the set can
 * name for this age (at least `questionsToNameLevel` questions of it, and no Young Learners exam
 * for a teenager), or the first level it can name, not reached, when none is.
 */
export function scoreLevelCheck(set: QuestionSet, answers: Answers, age: number): LevelResult {
  const isRight = (question: QuestionSet['questions'][number]) => answers[question.id] === question.answer;
  const bands = levels
    .map(({ id }) => ({ id, questions: set.questions.filter((question) => question.level === id) }))
    .filter((band) => band.questions.length > 0);
  const nameable = (band: (typeof bands)[number]) =>
    band.questions.length >= questionsToNameLevel && !(isTeenager(age) && levelOf(band.id).youngLearners);
  const first = bands.find(nameable);
  if (!first) throw new Error(`Question set ${set.id} names no level at age ${age}`);
  let reached: LevelId | undefined;
  for (const band of bands) {
    if (band.questions.filter(isRight).length < passMark(band.questions.length)) break;
    if (nameable(band)) reached = band.id;
  }
  return {
    level: reached ?? first.id,
    reached: reached !== undefined,
    score: set.questions.filter(isRight).length,
    total: set.questions.length,
  };
}

/**
 * The course to recommend: the Cambridge level the course finder offers at this age (one for each
 * age the check takes). The level found tells the teacher where in it the child starts; it never
 * moves a child to a course for other ages.
 */
export function recommendedCourse<T extends Pick<Course, 'courseType' | 'ages'>>(courses: readonly T[], age: number): T | undefined {
  return courseGroups(courses, age).find((group) => group.kind === 'Cambridge')?.courses[0];
}
