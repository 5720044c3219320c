import type { LevelId, LevelResult, QuestionSet } from './level-check.types';
import { levels } from './levels';

/** The child's choice for each question they answered: question id to choice id. */
export type Answers = Readonly<Record<string, string>>;

const levelRank = (level: LevelId) => levels.findIndex((item) => item.id === level);

/** Right answers needed among a level's questions to reach it: two thirds, rounded up. */
export const passMark = (questionCount: number) => Math.ceil((questionCount * 2) / 3);

/**
 * The level a finished check shows. A child reaches a level of the set by answering at least its
 * pass mark of that level's questions, having reached every easier level of the set too; the result
 * is the highest level reached, or the set's first level (not reached) when none is. An unanswered
 * question counts as wrong.
 */
export function scoreLevelCheck(set: QuestionSet, answers: Answers): LevelResult {
  const isRight = (question: QuestionSet['questions'][number]) => answers[question.id] === question.answer;
  const bands = levels
    .map(({ id }) => ({ id, questions: set.questions.filter((question) => question.level === id) }))
    .filter((band) => band.questions.length > 0);
  const first = bands[0];
  if (!first) throw new Error(`Question set ${set.id} has no questions`);
  let reached: LevelId | undefined;
  for (const band of bands) {
    if (band.questions.filter(isRight).length < passMark(band.questions.length)) break;
    reached = band.id;
  }
  return {
    level: reached ?? first.id,
    reached: reached !== undefined,
    score: set.questions.filter(isRight).length,
    total: set.questions.length,
  };
}

/** Whether the child has reached at least this level. */
const hasReached = (result: LevelResult, level: LevelId) => result.reached && levelRank(result.level) >= levelRank(level);

/**
 * The catalogue course (src/content/courses/catalogue.ts) to recommend. Age decides first; the level
 * moves a child where a teacher would: a 5-year-old already at Movers to the primary course, an
 * 11- or 12-year-old who has not reached Flyers to the primary course too (it ends with Flyers).
 */
export function recommendedCourseId(age: number, result: LevelResult): string {
  if (age <= 5) return age === 5 && hasReached(result, 'a1-movers') ? '5' : '4';
  if (age <= 10) return '5';
  if (age <= 12) return hasReached(result, 'a2-flyers') ? '6' : '5';
  if (age <= 15) return '6';
  return '7';
}
