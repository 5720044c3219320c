import { describe, expect, it } from 'vitest';
import { courses } from '@/content/courses/catalogue';
import type { LevelId, LevelResult, QuestionSet } from '@/content/level-check/level-check.types';
import { levels } from '@/content/level-check/levels';
import { questionSetForAge, questionSets } from '@/content/level-check/question-sets';
import { courseChoice, passMark, questionsToNameLevel, recommendedCourse, scoreLevelCheck, stageOf, type Answers } from './scoring';

const levelOrder = levels.map((level) => level.id);

/** The set's levels that have questions, easiest first, with how many each has. */
function bandsOf(set: QuestionSet) {
  return levelOrder
    .map((id) => ({ id, count: set.questions.filter((question) => question.level === id).length }))
    .filter((band) => band.count > 0);
}

/** Answers with the first `right[level]` questions of each level right, the others wrong (or left unanswered). */
function answersWith(set: QuestionSet, right: Partial<Record<LevelId, number>>, others: 'wrong' | 'unanswered' = 'wrong'): Answers {
  const seen = new Map<LevelId, number>();
  const answers: Record<string, string> = {};
  for (const question of set.questions) {
    const index = seen.get(question.level) ?? 0;
    seen.set(question.level, index + 1);
    if (index < (right[question.level] ?? 0)) answers[question.id] = question.answer;
    else if (others === 'wrong') answers[question.id] = question.choices.find((choice) => choice.id !== question.answer)!.id;
  }
  return answers;
}

/** Every level below `index` exactly at its pass mark. */
function lowerAtPassMark(set: QuestionSet, index: number): Partial<Record<LevelId, number>> {
  return Object.fromEntries(bandsOf(set).slice(0, index).map((band) => [band.id, passMark(band.count)]));
}

describe('passMark', () => {
  it('is two thirds of the questions, rounded up', () => {
    expect([3, 5, 6, 9].map(passMark)).toEqual([2, 4, 4, 6]);
  });
});

describe.each(questionSets.map((set) => [set.id, set] as const))('scoreLevelCheck, set %s, for its youngest age past preschool', (_id, set) => {
  const bands = bandsOf(set);
  // A preschooler (4, 5) is never named a level: their result is below.
  const age = Math.max(set.ages.from, 6);
  const named = bands.filter((band) => band.count >= questionsToNameLevel);
  // Pre A1 Starters is the first level there is: below any other first level, the check cannot place the child.
  const stage = age <= 10 ? 'primary' : 'lowerSecondary';
  const notPassingFirst = bands[0]!.id === 'pre-a1-starters' ? ({ kind: 'towards', level: named[0]!.id } as const) : ({ kind: 'unplaced', level: bands[0]!.id } as const);

  it('has the levels the set is written for, with these pass marks', () => {
    const expected = {
      'ages-4-6': [['pre-a1-starters', 6], ['a1-movers', 2]],
      'ages-7-10': [['pre-a1-starters', 4], ['a1-movers', 4], ['a2-flyers', 4]],
      'ages-11-16': [['a2-flyers', 4], ['a2-key', 4], ['b1-preliminary', 4]],
    }[set.id];
    expect(bands.map((band) => [band.id, passMark(band.count)])).toEqual(expected);
  });

  it('gives the highest level for all answers right', () => {
    const all = Object.fromEntries(set.questions.map((question) => [question.id, question.answer]));
    expect(scoreLevelCheck(set, all, age)).toEqual<LevelResult>({
      kind: 'reached',
      level: named.at(-1)!.id,
      reached: true,
      passed: bands.map((band) => band.id),
      stage,
      score: set.questions.length,
      total: set.questions.length,
    });
  });

  it('gives the first level as a goal when nothing is answered, or, above Pre A1, places no one', () => {
    expect(scoreLevelCheck(set, {}, age)).toEqual<LevelResult>({
      ...notPassingFirst,
      reached: false,
      passed: [],
      stage,
      score: 0,
      total: set.questions.length,
    });
  });

  it.each(named.map((band) => [band.id, bands.indexOf(band)] as const))('reaches %s at its pass mark, and not one answer below', (level, index) => {
    const band = bands[index]!;
    const lower = lowerAtPassMark(set, index);
    const atMark = scoreLevelCheck(set, answersWith(set, { ...lower, [level]: passMark(band.count) }), age);
    expect(atMark).toMatchObject({ kind: 'reached', level, reached: true });
    const below = scoreLevelCheck(set, answersWith(set, { ...lower, [level]: passMark(band.count) - 1 }), age);
    expect(below).toMatchObject(index === 0 ? { ...notPassingFirst, reached: false } : { kind: 'reached', level: bands[index - 1]!.id, reached: true });
    expect(atMark.score - below.score).toBe(1);
  });

  it('does not reach a harder level while an easier one is below its pass mark, and says so where both can show a level', () => {
    const [first, ...harder] = bands;
    const right: Partial<Record<LevelId, number>> = { [first!.id]: passMark(first!.count) - 1 };
    for (const band of harder) right[band.id] = band.count;
    const result = scoreLevelCheck(set, answersWith(set, right), age);
    expect(result.reached).toBe(false);
    // Three Movers questions cannot show Movers (ages-4-6): nothing to contradict Starters.
    if (named.length > 1) expect(result).toMatchObject({ kind: 'mixed', level: named.at(-1)!.id, missed: first!.id });
    else expect(result).toMatchObject(notPassingFirst);
  });

  it('counts an unanswered question, or an unknown choice, as wrong', () => {
    const right = lowerAtPassMark(set, bands.length);
    const unanswered = scoreLevelCheck(set, answersWith(set, right, 'unanswered'), age);
    expect(unanswered).toEqual(scoreLevelCheck(set, answersWith(set, right, 'wrong'), age));
    const [firstQuestion] = set.questions;
    const withUnknown = { ...answersWith(set, {}), [firstQuestion!.id]: 'z' };
    expect(scoreLevelCheck(set, withUnknown, age).score).toBe(0);
  });
});

describe('scoreLevelCheck for a preschooler (4, 5)', () => {
  const set = questionSetForAge(4)!;
  it.each([4, 5])('at %i, builds the foundations for Pre A1 Starters whatever the answers, noting whether they met its pass mark', (age) => {
    const all = Object.fromEntries(set.questions.map((question) => [question.id, question.answer]));
    expect(scoreLevelCheck(set, all, age)).toEqual<LevelResult>({
      kind: 'foundation',
      level: 'pre-a1-starters',
      reached: false,
      passed: ['pre-a1-starters', 'a1-movers'],
      stage: 'preschool',
      score: 12,
      total: 12,
    });
    expect(scoreLevelCheck(set, {}, age)).toMatchObject({ kind: 'foundation', level: 'pre-a1-starters', reached: false, passed: [] });
  });
});

describe('questionSetForAge', () => {
  it.each([
    [4, 'ages-4-6'],
    [6, 'ages-4-6'],
    [7, 'ages-7-10'],
    [10, 'ages-7-10'],
    [11, 'ages-11-16'],
    [16, 'ages-11-16'],
  ])('gives a child of %i the set %s', (age, id) => {
    expect(questionSetForAge(age)?.id).toBe(id);
  });

  it.each([3, 17, 0])('has no set for age %i', (age) => {
    expect(questionSetForAge(age)).toBeUndefined();
  });
});

describe('stageOf and courseChoice', () => {
  const reachedB1 = { kind: 'reached', level: 'b1-preliminary' } as const;
  const title = (course: { title: string } | undefined) => course?.title;

  it.each([
    [4, 'preschool', 'Tiếng Anh mầm non'],
    [5, 'preschool', 'Tiếng Anh mầm non'],
    [6, 'primary', 'Tiếng Anh tiểu học'],
    [10, 'primary', 'Tiếng Anh tiểu học'],
    [11, 'lowerSecondary', 'Tiếng Anh trung học cơ sở'],
    [15, 'lowerSecondary', 'Tiếng Anh trung học cơ sở'],
    [16, 'upperSecondary', 'Tiếng Anh trung học phổ thông'],
  ] as const)('at %i with B1 shown: %s, %s, the Cambridge level for the age', (age, stage, course) => {
    expect(stageOf(age, reachedB1)).toBe(stage);
    expect(recommendedCourse(courses, age, stage)?.title).toBe(course);
  });

  it.each([
    { kind: 'reached', level: 'a2-key' },
    { kind: 'towards', level: 'a2-key' },
    { kind: 'unplaced', level: 'a2-flyers' },
    { kind: 'mixed', level: 'b1-preliminary' },
  ] as const)('at 16 without B1 shown ($kind $level): communication English first, the IELTS course the other', (result) => {
    const stage = stageOf(16, result);
    expect(stage).toBe('communication');
    expect(title(courseChoice(courses, 16, stage).course)).toBe('Tiếng Anh giao tiếp');
    expect(title(courseChoice(courses, 16, stage).other)).toBe('Tiếng Anh trung học phổ thông');
  });

  it('names the other English course the finder offers at 15 and 16, and none below', () => {
    expect(title(courseChoice(courses, 15, 'lowerSecondary').other)).toBe('Tiếng Anh giao tiếp');
    expect(title(courseChoice(courses, 16, 'upperSecondary').other)).toBe('Tiếng Anh giao tiếp');
    for (const age of [4, 8, 11, 14]) expect(courseChoice(courses, age, stageOf(age, reachedB1)).other, `age ${age}`).toBeUndefined();
  });
});
