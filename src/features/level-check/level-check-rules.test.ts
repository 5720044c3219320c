import { it as prop } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelCheck as englishWords } from '@/i18n/en/level-check';
import { translate } from '@/i18n/translate';
import { courses } from '@/content/courses/catalogue';
import { courseGroups } from '@/content/courses/course-finder';
import type { QuestionSet } from '@/content/level-check/level-check.types';
import { levelCheckEnglish } from '@/content/level-check/level-check.en';
import { levels } from '@/content/level-check/levels';
import { levelCheckAges } from '@/content/level-check/ages';
import { questionSetForAge } from '@/content/level-check/question-sets';
import { resultWording, missingAnswer } from './result-wording';
import { questionsToNameLevel, recommendedCourse, scoreLevelCheck, type Answers } from './scoring';

// The rules a teacher would sign, for every age the check takes and every way a child can answer.

type Answer = 'right' | 'wrong' | 'skipped';

/** The answers of a pattern: a question right, wrong (its first wrong choice) or skipped. */
function answersOf(set: QuestionSet, pattern: readonly Answer[]): Answers {
  const answers: Record<string, string> = {};
  set.questions.forEach((question, index) => {
    if (pattern[index] === 'right') answers[question.id] = question.answer;
    if (pattern[index] === 'wrong') answers[question.id] = question.choices.find((choice) => choice.id !== question.answer)!.id;
  });
  return answers;
}

/** An age the check takes, and one way of answering its set (the set itself is left out of a failure's report). */
const ageAndAnswers = fc.constantFrom(...levelCheckAges).chain((age) => {
  const set = questionSetForAge(age)!;
  const pattern = fc.array(fc.constantFrom<Answer>('right', 'wrong', 'skipped'), { minLength: set.questions.length, maxLength: set.questions.length });
  return pattern.map((answers) => ({ age, answers: answersOf(set, answers) }));
});

const level = (id: string) => levels.find((each) => each.id === id)!;
const englishLevel = (id: string) => translate(levels, levelCheckEnglish.levels).find((each) => each.id === id)!;
const vietnameseLetter = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const offeredAt = (age: number) => courseGroups(courses, age).flatMap((group) => group.courses.map((course) => course.id));
/** 'bé' as a word (JavaScript's \b does not know Vietnamese letters). */
const be = /(?<!\p{L})bé(?!\p{L})/iu;

describe('the level check, for every age it takes and every answer pattern', () => {
  prop.prop([ageAndAnswers], { numRuns: 500 })('recommends a course the course finder offers at that age', ({ age }) => {
    expect(offeredAt(age)).toContain(recommendedCourse(courses, age)?.id);
  });

  prop.prop([ageAndAnswers], { numRuns: 500 })('names no level its set has too few questions to show', ({ age, answers }) => {
    const set = questionSetForAge(age)!;
    const result = scoreLevelCheck(set, answers, age);
    expect(set.questions.filter((question) => question.level === result.level).length).toBeGreaterThanOrEqual(questionsToNameLevel);
  });

  prop.prop([ageAndAnswers], { numRuns: 500 })('names a teenager (13+) only the exams teenagers sit, and never calls them "bé"', ({ age, answers }) => {
    const result = scoreLevelCheck(questionSetForAge(age)!, answers, age);
    const wording = resultWording(age, level(result.level), result);
    if (age >= 13) {
      expect(['A2 Key', 'B1 Preliminary']).toContain(level(result.level).name);
      for (const text of [...Object.values(wording), missingAnswer(age)]) expect(text).not.toMatch(be);
    }
  });

  prop.prop([ageAndAnswers], { numRuns: 200 })('words the result in English with the level as Cambridge writes it, in no Vietnamese', ({ age, answers }) => {
    const result = scoreLevelCheck(questionSetForAge(age)!, answers, age);
    const named = englishLevel(result.level);
    const wording = resultWording(age, named, result, englishWords);
    expect(wording.heading).toBe(result.reached ? `Result: ${named.name}` : `Result: your child is working towards ${named.name}`);
    for (const text of [...Object.values(wording), missingAnswer(age, englishWords)]) expect(text).not.toMatch(vietnameseLetter);
  });
});

describe('the cases a teacher found', () => {
  const allRight = (set: QuestionSet): Answers => Object.fromEntries(set.questions.map((question) => [question.id, question.answer]));

  it('a 5-year-old with every picture right reaches Pre-A1 Starters (three Movers questions cannot show Movers) and is sent to preschool English', () => {
    const set = questionSetForAge(5)!;
    expect(scoreLevelCheck(set, allRight(set), 5)).toMatchObject({ level: 'pre-a1-starters', reached: true, score: 12 });
    expect(recommendedCourse(courses, 5)?.title).toBe('Tiếng Anh mầm non');
  });

  it('an 11-year-old with a weak score is sent to lower secondary English, the course for 11', () => {
    const set = questionSetForAge(11)!;
    expect(scoreLevelCheck(set, {}, 11)).toMatchObject({ level: 'a2-flyers', reached: false });
    expect(recommendedCourse(courses, 11)?.title).toBe('Tiếng Anh trung học cơ sở');
  });

  it('a teenager with 5 of 16 is heading for A2 Key, and is "con"', () => {
    const set = questionSetForAge(14)!;
    const firstFive = Object.fromEntries(set.questions.slice(0, 5).map((question) => [question.id, question.answer]));
    const result = scoreLevelCheck(set, firstFive, 14);
    expect(result).toEqual({ level: 'a2-key', reached: false, score: 5, total: 16 });
    expect(resultWording(14, level(result.level), result).heading).toBe('Kết quả: con đang hướng tới A2 Key');
    expect(resultWording(14, englishLevel(result.level), result, englishWords)).toEqual({
      heading: 'Result: your child is working towards A2 Key for Schools',
      score: 'First goal: CEFR level A2 · your child answered 5 of 16 questions correctly.',
      canDoHeading: 'What your child will be able to do at A2 Key for Schools',
      estimate:
        'This is a first estimate from 16 short questions, not an official result. One of our teachers will confirm your child’s level at the free level test, after talking with them in person.',
    });
  });
});

describe('what a result says the child can do', () => {
  it('is only what the questions test: no writing, speaking or listening', () => {
    const untested = /(?<!\p{L})(viết|nói|kể|trò chuyện|chào|chép|nghe)(?!\p{L})/iu;
    for (const each of levels) for (const line of each.canDo) expect(line, each.id).not.toMatch(untested);
  });
});
