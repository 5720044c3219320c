import { it as prop } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelCheck as englishWords } from '@/i18n/en/level-check';
import { translate } from '@/i18n/translate';
import { courses } from '@/content/courses/catalogue';
import { courseGroups } from '@/content/courses/course-finder';
import type { LevelId, LevelResult, QuestionSet, Stage } from '@/content/level-check/level-check.types';
import { levelCheckEnglish } from '@/content/level-check/level-check.en';
import { levels } from '@/content/level-check/levels';
import { levelCheckAges } from '@/content/level-check/ages';
import { questionSetForAge } from '@/content/level-check/question-sets';
import { centreResultName, resultWording, missingAnswer, type ResultWording } from './result-wording';
import { courseChoice, passMark, questionsToNameLevel, scoreLevelCheck, type Answers } from './scoring';

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

/**
 * An age the check takes, and one way of answering its set (the set itself is left out of a failure's report). Half
 * the patterns answer each level's questions all right or all wrong, so that contradictions (a harder level passed,
 * an easier one not) come up as often as a child's real answers would make them.
 */
const ageAndAnswers = fc.constantFrom(...levelCheckAges).chain((age) => {
  const set = questionSetForAge(age)!;
  const { length } = set.questions;
  const anyPattern = fc.array(fc.constantFrom<Answer>('right', 'wrong', 'skipped'), { minLength: length, maxLength: length });
  const byLevel = fc
    .dictionary(fc.constantFrom(...set.questions.map((question) => question.level)), fc.constantFrom<Answer>('right', 'wrong', 'skipped'))
    .map((chosen) => set.questions.map((question) => chosen[question.level] ?? 'wrong'));
  return fc.oneof(anyPattern, byLevel).map((answers) => ({ age, answers: answersOf(set, answers) }));
});

const vietnameseLevels = levels;
const englishLevels = translate(levels, levelCheckEnglish.levels);
const level = (id: string) => levels.find((each) => each.id === id)!;
const vietnameseLetter = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const offeredAt = (age: number) => courseGroups(courses, age).flatMap((group) => group.courses.map((course) => course.id));
/** 'bé' as a word (JavaScript's \b does not know Vietnamese letters). */
const be = /(?<!\p{L})bé(?!\p{L})/iu;
const writing = /(?<!\p{L})viết(?!\p{L})|\bwrit/iu;
/** The catalogue's course for each stage (catalogue.ts). */
const courseOfStage: Record<Stage, string> = { preschool: '4', primary: '5', lowerSecondary: '6', upperSecondary: '7', communication: '8' };

/** The result and everything its page says, in Vietnamese and in English, with the course chosen. */
function checked(age: number, answers: Answers) {
  const set = questionSetForAge(age)!;
  const result = scoreLevelCheck(set, answers, age);
  const { course, other } = courseChoice(courses, age, result.stage);
  const vietnamese = resultWording(age, result, vietnameseLevels, undefined, other?.title);
  const english = resultWording(age, result, englishLevels, englishWords, other?.title);
  return { set, result, course, other, vietnamese, english };
}

const textsOf = (wording: ResultWording): string[] =>
  Object.values(wording)
    .flatMap((value: string | readonly string[] | undefined) => (typeof value === 'string' ? [value] : (value ?? [])))
    .filter((text) => text !== '');

/** Each level of the set with its questions, and whether the answers met its pass mark. */
function bandsOf(set: QuestionSet, answers: Answers) {
  return levels
    .map(({ id }) => set.questions.filter((question) => question.level === id))
    .filter((questions) => questions.length > 0)
    .map((questions) => ({
      id: questions[0]!.level,
      count: questions.length,
      passed: questions.filter((question) => answers[question.id] === question.answer).length >= passMark(questions.length),
    }));
}

/** A level passed above one not passed, both with enough questions to show a level. */
function contradiction(set: QuestionSet, answers: Answers): { passed: LevelId; missed: LevelId } | undefined {
  const shown = bandsOf(set, answers).filter((band) => band.count >= questionsToNameLevel);
  const missed = shown.find((band) => !band.passed);
  const passed = missed && shown.slice(shown.indexOf(missed) + 1).findLast((band) => band.passed);
  return passed && missed && { passed: passed.id, missed: missed.id };
}

describe('the level check, for every age it takes and every answer pattern', () => {
  prop.prop([ageAndAnswers], { numRuns: 500 })('recommends a course the course finder offers at that age, the one its next step is written for', ({ age, answers }) => {
    const { result, course } = checked(age, answers);
    expect(offeredAt(age)).toContain(course?.id);
    expect(course?.id).toBe(courseOfStage[result.stage]);
  });

  prop.prop([ageAndAnswers], { numRuns: 500 })('names no level its set has too few questions to show, and sends the centre a name that fits', ({ age, answers }) => {
    const { set, result } = checked(age, answers);
    expect(set.questions.filter((question) => question.level === result.level).length).toBeGreaterThanOrEqual(questionsToNameLevel);
    // registration-schema.ts keeps 40 characters of it.
    expect(centreResultName(result).length).toBeLessThanOrEqual(40);
  });

  prop.prop([ageAndAnswers], { numRuns: 1000 })('names a level reached only with its pass mark and every easier level’s, and only then says it plainly', ({ age, answers }) => {
    const { set, result, vietnamese, english } = checked(age, answers);
    const bands = bandsOf(set, answers);
    expect(result.passed).toEqual(bands.filter((band) => band.passed).map((band) => band.id));
    if (result.reached) {
      expect(result.kind).toBe('reached');
      const upTo = bands.slice(0, bands.findIndex((band) => band.id === result.level) + 1);
      expect(upTo.every((band) => band.passed)).toBe(true);
    }
    const name = level(result.level).name;
    expect(vietnamese.heading === `Kết quả: ${name}`).toBe(result.reached);
    expect(english.heading === `Result: ${name}`).toBe(result.reached);
    // A next step from a level reached, or a preschooler's, always written for the stage.
    if (result.kind === 'reached' || result.kind === 'foundation') expect(vietnamese.nextStep?.trim()).toBeTruthy();
    else expect(vietnamese.nextStep).toBeUndefined();
  });

  prop.prop([ageAndAnswers], { numRuns: 500 })('a preschooler (4, 5) builds foundations, is named no exam level and is never given writing to do', ({ age, answers }) => {
    const { result, course, vietnamese, english } = checked(age, answers);
    if (age > 5) return;
    expect(result).toMatchObject({ kind: 'foundation', level: 'pre-a1-starters', reached: false, stage: 'preschool' });
    expect(course?.title).toBe('Tiếng Anh mầm non');
    expect(vietnamese.heading).toBe('Kết quả: bé đang xây nền tảng cho Pre A1 Starters');
    for (const text of [...textsOf(vietnamese), ...textsOf(english)]) expect(text).not.toMatch(writing);
  });

  prop.prop([ageAndAnswers], { numRuns: 500 })('never sends a 16-year-old without B1 to the IELTS course: communication English first, and says why', ({ age, answers }) => {
    const { result, course, vietnamese } = checked(age, answers);
    if (age !== 16) return;
    const atB1 = result.kind === 'reached' && result.level === 'b1-preliminary';
    expect(course?.title).toBe(atB1 ? 'Tiếng Anh trung học phổ thông' : 'Tiếng Anh giao tiếp');
    if (result.score <= 11) expect(course?.title).toBe('Tiếng Anh giao tiếp');
    expect(vietnamese.courseReason).toContain(atB1 ? 'Khóa Tiếng Anh giao tiếp hợp hơn' : 'Khóa Tiếng Anh trung học phổ thông ôn thi tốt nghiệp THPT và luyện IELTS');
  });

  prop.prop([ageAndAnswers], { numRuns: 1000 })('says so when a harder level is passed and an easier one not, and leaves the placement to the teacher', ({ age, answers }) => {
    const { set, result, course, vietnamese, english } = checked(age, answers);
    const found = contradiction(set, answers);
    if (age <= 5 || !found) {
      expect(result.kind).not.toBe('mixed');
      return;
    }
    expect(result).toMatchObject({ kind: 'mixed', level: found.passed, missed: found.missed, reached: false });
    const [passed, missed] = [level(found.passed).name, level(found.missed).name];
    expect(vietnamese.note).toContain(`trả lời đúng các câu ${passed} nhưng chưa đạt các câu ${missed} dễ hơn`);
    expect(vietnamese.note).toContain('Giáo viên sẽ xếp trình độ');
    expect(english.note).toContain(`answered most of the ${passed} questions correctly, but not enough of the easier ${missed} ones`);
    expect(centreResultName(result)).toBe('Chưa thống nhất giữa các trình độ');
    // Still the age's course.
    expect(offeredAt(age)).toContain(course?.id);
  });

  prop.prop([ageAndAnswers], { numRuns: 500 })('sets no A2 goal for a child of 11 to 16 who has not shown A2’s easiest questions', ({ age, answers }) => {
    const { set, result, vietnamese } = checked(age, answers);
    if (age < 11 || bandsOf(set, answers)[0]!.passed || result.kind === 'mixed') return;
    expect(result.kind).toBe('unplaced');
    expect(vietnamese.heading).toBe('Kết quả: chưa đủ câu trả lời đúng để xếp trình độ cho con');
    expect(vietnamese.heading).not.toMatch(/A2|B1/);
    expect(vietnamese.note).toContain('Giáo viên sẽ xếp trình độ cho con ở buổi kiểm tra trình độ miễn phí');
  });

  prop.prop([ageAndAnswers], { numRuns: 500 })('names a teenager (13+) only the exams teenagers sit, and never calls them "bé"', ({ age, answers }) => {
    const { result, vietnamese } = checked(age, answers);
    if (age < 13) return;
    if (result.kind !== 'unplaced') expect(['A2 Key for Schools', 'B1 Preliminary for Schools']).toContain(level(result.level).name);
    for (const text of [...textsOf(vietnamese), missingAnswer(age)]) expect(text).not.toMatch(be);
  });

  prop.prop([ageAndAnswers], { numRuns: 300 })('words the result in English with the level as Cambridge writes it, in no Vietnamese', ({ age, answers }) => {
    const { result, english, other } = checked(age, answers);
    const name = level(result.level).name;
    const headings: Record<LevelResult['kind'], string> = {
      reached: `Result: ${name}`,
      towards: `Result: your child is working towards ${name}`,
      foundation: `Result: your child is building the foundations for ${name}`,
      unplaced: 'Result: too few right answers to place your child yet',
      mixed: 'Result: your child’s answers are uneven across the levels',
    };
    expect(english.heading).toBe(headings[result.kind]);
    // The other course's name is the catalogue's (here the Vietnamese one; an English page gives its English).
    for (const text of [...textsOf(english), missingAnswer(age, englishWords)]) expect(text.replace(other?.title ?? '', '')).not.toMatch(vietnameseLetter);
  });
});

describe('the cases a teacher found (issue 54)', () => {
  const allRight = (set: QuestionSet): Answers => Object.fromEntries(set.questions.map((question) => [question.id, question.answer]));
  /** The first `count` questions of each level right, the others wrong. */
  const rightByLevel = (set: QuestionSet, right: Partial<Record<LevelId, number>>): Answers => {
    const seen = new Map<LevelId, number>();
    return Object.fromEntries(
      set.questions.map((question) => {
        const index = seen.get(question.level) ?? 0;
        seen.set(question.level, index + 1);
        return [question.id, index < (right[question.level] ?? 0) ? question.answer : question.choices.find((choice) => choice.id !== question.answer)!.id];
      }),
    );
  };

  it.each([4, 5])('a %i-year-old with 6 of 9 picture words builds the foundations for Pre A1 Starters, with a preschooler’s next step', (age) => {
    const { result, course, vietnamese, english } = checked(age, rightByLevel(questionSetForAge(age)!, { 'pre-a1-starters': 6 }));
    expect(result).toMatchObject({ kind: 'foundation', reached: false, passed: ['pre-a1-starters'], score: 6 });
    expect(course?.title).toBe('Tiếng Anh mầm non');
    expect(vietnamese).toMatchObject({
      heading: 'Kết quả: bé đang xây nền tảng cho Pre A1 Starters',
      score: 'Bé trả lời đúng 6/12 câu.',
      canDoHeading: 'Bài làm cho thấy bé đã có thể',
      nextStep: expect.stringContaining('nghe và hát theo các bài hát') as string,
    });
    expect(vietnamese.note).toContain('bắt đầu từ tuổi tiểu học');
    expect(english.nextStep).toMatch(/^At preschool, your child goes on listening to and singing songs/);
    expect(english.note).toContain('children usually take it at primary school');
  });

  it('a 15-year-old sits the grade 10 entrance exam this year: lower secondary English, and when communication English instead', () => {
    const { course, vietnamese, english } = checked(15, rightByLevel(questionSetForAge(15)!, { 'a2-flyers': 5, 'a2-key': 4 }));
    expect(course?.title).toBe('Tiếng Anh trung học cơ sở');
    expect(vietnamese.courseReason).toBe(
      'Ở tuổi 15, trung tâm có hai khóa tiếng Anh cho con. 15 tuổi là năm thi vào lớp 10, nên trung tâm gợi ý khóa này: ôn luyện cho kỳ thi ấy, ' +
        'trên lộ trình A2 Key for Schools và B1 Preliminary for Schools. Con đã vào lớp 10, hoặc chỉ cần luyện nghe, nói: khóa Tiếng Anh giao tiếp hợp hơn.',
    );
    expect(english.courseReason).toContain('Children sit the grade 10 entrance exam at the end of grade 9, in the summer of the year they turn 15. If your child is in grade 9 with that exam ahead, we suggest this one');
    expect(english.courseReason).toContain('If they have already started grade 10');
  });

  it.each([0, 3, 5, 7])('a 16-year-old with %i of 16 is offered communication English, not the IELTS course', (score) => {
    const set = questionSetForAge(16)!;
    const answers = Object.fromEntries(set.questions.map((question, index) => [question.id, index < score ? question.answer : 'z']));
    const { result, course, other, vietnamese } = checked(16, answers);
    expect(result.stage).toBe('communication');
    expect(course?.title).toBe('Tiếng Anh giao tiếp');
    expect(other?.title).toBe('Tiếng Anh trung học phổ thông');
    expect(vietnamese.courseReason).toContain('bài làm chưa cho thấy con ở trình độ B1, nên trung tâm gợi ý khóa này trước');
  });

  it.each([11, 12, 13, 14])('at %i, 0 to 3 of 16 sets no A2 goal: too few answers to place, the teacher places at the free test', (age) => {
    const set = questionSetForAge(age)!;
    for (const score of [0, 3]) {
      const answers = Object.fromEntries(set.questions.map((question, index) => [question.id, index < score ? question.answer : 'z']));
      const { result, vietnamese, english } = checked(age, answers);
      expect(result).toMatchObject({ kind: 'unplaced', reached: false, score });
      expect(vietnamese.heading).toBe('Kết quả: chưa đủ câu trả lời đúng để xếp trình độ cho con');
      expect(vietnamese.note).toBe(
        'Những câu dễ nhất của bài đã ở trình độ A2, và con chưa trả lời đúng đủ những câu ấy, nên bài chưa cho biết con đang ở trình độ nào. ' +
          'Giáo viên sẽ xếp trình độ cho con ở buổi kiểm tra trình độ miễn phí, bắt đầu từ những câu dễ hơn.',
      );
      expect(vietnamese.canDoHeading).toBeUndefined();
      expect(english.heading).toBe('Result: too few right answers to place your child yet');
      expect(centreResultName(result)).toBe('Chưa đủ câu đúng để xếp trình độ');
    }
  });

  it('every Flyers question right but half the Movers ones: the result says so and leaves the placement to the teacher', () => {
    const { result, course, vietnamese } = checked(9, rightByLevel(questionSetForAge(9)!, { 'pre-a1-starters': 5, 'a1-movers': 3, 'a2-flyers': 5 }));
    expect(result).toMatchObject({ kind: 'mixed', level: 'a2-flyers', missed: 'a1-movers', reached: false, passed: ['pre-a1-starters', 'a2-flyers'] });
    expect(vietnamese.heading).toBe('Kết quả: bài làm của bé chưa thống nhất giữa các trình độ');
    expect(vietnamese.note).toMatch(/^Bé trả lời đúng các câu A2 Flyers nhưng chưa đạt các câu A1 Movers dễ hơn\./);
    expect(course?.title).toBe('Tiếng Anh tiểu học');
  });

  it('a 5-year-old with every picture right still builds foundations (three Movers questions cannot show Movers)', () => {
    const set = questionSetForAge(5)!;
    expect(checked(5, allRight(set)).result).toMatchObject({ kind: 'foundation', level: 'pre-a1-starters', reached: false, score: 12 });
  });

  it('a 6-year-old, in lớp 1, may be named Pre A1 Starters: primary English, with nothing to explain', () => {
    const { result, course, vietnamese } = checked(6, allRight(questionSetForAge(6)!));
    expect(result).toMatchObject({ kind: 'reached', level: 'pre-a1-starters', stage: 'primary' });
    expect(course?.title).toBe('Tiếng Anh tiểu học');
    expect(vietnamese.courseReason).toBeUndefined();
  });

  it('a 9-year-old at A2 Flyers stays on the primary course’s path: A2 Key for Schools comes at lower secondary', () => {
    const { vietnamese, english } = checked(9, allRight(questionSetForAge(9)!));
    expect(vietnamese.nextStep).toMatch(/^Bước tiếp theo là A2 Key for Schools \(KET\), chặng của bậc trung học cơ sở\. Trước đó, ở khóa tiểu học/);
    expect(english.nextStep).toMatch(/^The next step is A2 Key for Schools, which comes at lower secondary school/);
  });

  it('a teenager with Flyers passed but not A2 Key is heading for A2 Key for Schools, and is "con"', () => {
    const set = questionSetForAge(14)!;
    const firstFive = Object.fromEntries(set.questions.slice(0, 5).map((question) => [question.id, question.answer]));
    const { result, english, vietnamese } = checked(14, firstFive);
    expect(result).toEqual({ kind: 'towards', level: 'a2-key', reached: false, passed: ['a2-flyers'], stage: 'lowerSecondary', score: 5, total: 16 });
    expect(vietnamese.heading).toBe('Kết quả: con đang hướng tới A2 Key for Schools');
    expect(centreResultName(result)).toBe('Hướng tới A2 Key for Schools');
    expect(english).toEqual({
      heading: 'Result: your child is working towards A2 Key for Schools',
      score: 'First goal: CEFR level A2 · your child answered 5 of 16 questions correctly.',
      canDoHeading: 'What your child will be able to do at A2 Key for Schools level',
      canDo: englishLevels.find((each) => each.id === 'a2-key')!.canDo,
      nextStep: undefined,
      courseReason: undefined,
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

  it('names the levels as Cambridge writes them, on Vietnamese pages too, and their CEFR levels', () => {
    expect(levels.map((each) => [each.name, each.cefr])).toEqual([
      ['Pre A1 Starters', 'Pre A1'],
      ['A1 Movers', 'A1'],
      ['A2 Flyers', 'A2'],
      ['A2 Key for Schools', 'A2'],
      ['B1 Preliminary for Schools', 'B1'],
    ]);
  });
});
