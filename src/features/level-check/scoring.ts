import { courseGroups } from '@/content/courses/course-finder';
import type { Course } from '@/content/courses/course.types';
import { isPreschooler, isTeenager } from './audience';
import type { LevelId, LevelResult, QuestionSet, Stage } from '@/content/level-check/level-check.types';
import { levels } from '@/content/level-check/levels';

/** The child's choice for each question they answered: question id to choice id. */
export type Answers = Readonly<Record<string, string>>;

/** Right answers needed among a level's questions to reach it: two thirds, rounded up. */
export const passMark = (questionCount: number) => Math.ceil((questionCount * 2) / 3);

/**
 * The fewest questions of a level that can show it. With three choices a child who guesses gets 4
 * of 5 right about one time in 22, but 2 of 3 one time in 4: three questions cannot show a level,
 * neither to name it nor to say that it contradicts another.
 */
export const questionsToNameLevel = 5;

const levelOf = (id: LevelId) => levels.find((level) => level.id === id)!;

/**
 * Where the recommended course puts a child of `age` with this result: the centre's Cambridge
 * course for the age (as catalogue.ts's ages split them: 3–5, 6–10, 11–15, 16–18), except at 16,
 * where the course for the national high school graduation exam and IELTS needs B1: below it, or without it shown,
 * communication English first.
 */
export function stageOf(age: number, result: Pick<LevelResult, 'kind' | 'level'>): Stage {
  if (isPreschooler(age)) return 'preschool';
  if (age <= 10) return 'primary';
  if (age <= 15) return 'lowerSecondary';
  return result.kind === 'reached' && result.level === 'b1-preliminary' ? 'upperSecondary' : 'communication';
}

/**
 * What a finished check shows (docs/level-check.md#the-scoring-rule). A child passes a level of the
 * set with at least its pass mark of that level's questions right (an unanswered question counts as
 * wrong), and reaches it having passed every easier level too. In this order:
 * - a preschooler (4–5) is building the foundations for the set's first level, Pre A1 Starters;
 * - a level passed above one not passed, both with enough questions to show a level, is a
 *   contradiction: `mixed`, for the teacher to place;
 * - else the highest level reached that the set can name for this age (at least
 *   `questionsToNameLevel` questions of it, and no Young Learners exam for a teenager);
 * - else, the set's easiest level not passed: `towards` Pre A1 Starters, the first level there is,
 *   but above it `unplaced` (no A2 goal for a child who has not shown A2's easiest questions);
 * - else (a teenager past Flyers, the way in) `towards` the first level the set can name.
 */
export function scoreLevelCheck(set: QuestionSet, answers: Answers, age: number): LevelResult {
  const isRight = (question: QuestionSet['questions'][number]) => answers[question.id] === question.answer;
  const bands = levels
    .map(({ id }) => ({ id, questions: set.questions.filter((question) => question.level === id) }))
    .filter((band) => band.questions.length > 0);
  type Band = (typeof bands)[number];
  const passes = (band: Band) => band.questions.filter(isRight).length >= passMark(band.questions.length);
  const showsLevel = (band: Band) => band.questions.length >= questionsToNameLevel;
  const nameable = (band: Band) => showsLevel(band) && !(isTeenager(age) && levelOf(band.id).youngLearners);
  const first = bands.find(nameable);
  const [easiest] = bands;
  if (!first || !easiest) throw new Error(`Question set ${set.id} names no level at age ${age}`);

  let reached: LevelId | undefined;
  for (const band of bands) {
    if (!passes(band)) break;
    if (nameable(band)) reached = band.id;
  }
  const shown = bands.filter(showsLevel);
  const missed = shown.find((band) => !passes(band));
  const passedAbove = missed && shown.slice(shown.indexOf(missed) + 1).findLast(passes);

  const outcome = (): Pick<LevelResult, 'kind' | 'level' | 'missed'> => {
    if (isPreschooler(age)) return { kind: 'foundation', level: first.id };
    if (passedAbove) return { kind: 'mixed', level: passedAbove.id, missed: missed.id };
    if (reached) return { kind: 'reached', level: reached };
    if (!passes(easiest)) return easiest.id === levels[0]!.id ? { kind: 'towards', level: first.id } : { kind: 'unplaced', level: easiest.id };
    return { kind: 'towards', level: first.id };
  };
  const said = outcome();
  return {
    ...said,
    reached: said.kind === 'reached',
    passed: bands.filter(passes).map((band) => band.id),
    stage: stageOf(age, said),
    score: set.questions.filter(isRight).length,
    total: set.questions.length,
  };
}

type FinderCourse = Pick<Course, 'courseType' | 'ages'>;

/**
 * The course to recommend, and the other English course the course finder offers at this age if
 * there is one (15 and 16: the result says why this one). Both are courses the finder offers at the
 * age: its Cambridge course (the level found tells the teacher where in it the child starts), or at
 * the `communication` stage its communication English. The level never moves a child to a course
 * for other ages.
 */
export function courseChoice<T extends FinderCourse>(courses: readonly T[], age: number, stage: Stage): { course?: T; other?: T } {
  const groups = courseGroups(courses, age);
  const first = (kind: 'Cambridge' | 'English') => groups.find((group) => group.kind === kind)?.courses[0];
  const [chosen, other] = stage === 'communication' ? (['English', 'Cambridge'] as const) : (['Cambridge', 'English'] as const);
  return { course: first(chosen), other: first(other) };
}

/** The course to recommend (`courseChoice`). */
export const recommendedCourse = <T extends FinderCourse>(courses: readonly T[], age: number, stage: Stage): T | undefined =>
  courseChoice(courses, age, stage).course;
