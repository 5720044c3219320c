import { describe, expect, it } from 'vitest';
import { courses } from '@/content/courses/catalogue';
import type { LevelId, LevelResult, QuestionSet } from '@/content/level-check/level-check.types';
import { levels } from '@/content/level-check/levels';
import { questionSetForAge, questionSets } from '@/content/level-check/question-sets';
import { passMark, questionsToNameLevel, recommendedCourse, scoreLevelCheck, type Answers } from './scoring';

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

describe.each(questionSets.map((set) => [set.id, set] as const))('scoreLevelCheck, set %s, for its youngest age', (_id, set) => {
  const bands = bandsOf(set);
  const age = set.ages.from;
  const named = bands.filter((band) => band.count >= questionsToNameLevel);

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
    expect(scoreLevelCheck(set, all, age)).toEqual<LevelResult>({ level: named.at(-1)!.id, reached: true, score: set.questions.length, total: set.questions.length });
  });

  it('gives the first level, not reached, when nothing is answered', () => {
    expect(scoreLevelCheck(set, {}, age)).toEqual<LevelResult>({ level: bands[0]!.id, reached: false, score: 0, total: set.questions.length });
  });

  it.each(named.map((band) => [band.id, bands.indexOf(band)] as const))('reaches %s at its pass mark, and not one answer below', (level, index) => {
    const band = bands[index]!;
    const lower = lowerAtPassMark(set, index);
    const atMark = scoreLevelCheck(set, answersWith(set, { ...lower, [level]: passMark(band.count) }), age);
    expect(atMark).toMatchObject({ level, reached: true });
    const below = scoreLevelCheck(set, answersWith(set, { ...lower, [level]: passMark(band.count) - 1 }), age);
    expect(below).toMatchObject(index === 0 ? { level, reached: false } : { level: bands[index - 1]!.id, reached: true });
    expect(atMark.score - below.score).toBe(1);
  });

  it('does not reach a harder level while an easier one is below its pass mark', () => {
    const [first, ...harder] = bands;
    const right: Partial<Record<LevelId, number>> = { [first!.id]: passMark(first!.count) - 1 };
    for (const band of harder) right[band.id] = band.count;
    expect(scoreLevelCheck(set, answersWith(set, right), age)).toMatchObject({ level: first!.id, reached: false });
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

describe('recommendedCourse', () => {
  it.each([
    [4, 'Tiếng Anh mầm non'],
    [5, 'Tiếng Anh mầm non'],
    [6, 'Tiếng Anh tiểu học'],
    [10, 'Tiếng Anh tiểu học'],
    [11, 'Tiếng Anh trung học cơ sở'],
    [15, 'Tiếng Anh trung học cơ sở'],
    [16, 'Tiếng Anh trung học phổ thông'],
  ])('at %i: %s, the Cambridge level for the age', (age, title) => {
    expect(recommendedCourse(courses, age)?.title).toBe(title);
  });
});
