import { describe, expect, it } from 'vitest';
import { translate, untranslated } from '@/i18n/translate';
import type { Question, QuestionSet } from './level-check.types';
import { levelCheckEnglish } from './level-check.en';
import { levelCheckTranslation } from './level-check-translation';
import { levels } from './levels';
import { questionSets } from './question-sets';

const vietnameseLetter = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
/** The place names the English the child reads keeps as they are written (a Vietnamese town, a bay). */
const placeNames = ['Đà Lạt', 'Hà Nội', 'HẠ LONG'];

const english = (set: QuestionSet) => translate(set, levelCheckEnglish.sets[set.id]);
const englishQuestions = questionSets.flatMap((set) => english(set).questions);
const pairs = questionSets.flatMap((set) => set.questions.map((question, index) => [question, english(set).questions[index]!] as const));

/** A text's words, lower case: what a screen reader says of it, word by word. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
const fillerWords = new Set(['a', 'an', 'the', 'is', 'it', 's']);

/** The English descriptions a question is read by: its picture's and its picture choices'. */
const altsOf = (question: Question) => [
  ...(question.picture ? [question.picture.alt] : []),
  ...question.choices.flatMap((choice) => (choice.picture ? [choice.picture.alt] : [])),
];

describe("the level check's content in English", () => {
  it('has every Vietnamese line of the question sets and the levels in English', () => {
    expect(Object.keys(levelCheckEnglish.sets)).toEqual(questionSets.map((set) => set.id));
    for (const set of questionSets) expect(untranslated(set, levelCheckEnglish.sets[set.id]), set.id).toEqual([]);
    expect(untranslated(levels, levelCheckEnglish.levels)).toEqual([]);
  });

  it('is what English pages load, and Vietnamese ones do not', async () => {
    expect(await levelCheckTranslation('en')).toBe(levelCheckEnglish);
    expect(await levelCheckTranslation('vi')).toBeUndefined();
  });

  it('says nothing in Vietnamese outside place names', () => {
    const text = placeNames.reduce((all, name) => all.replaceAll(name, ''), JSON.stringify(levelCheckEnglish));
    expect(text).not.toMatch(vietnameseLetter);
  });

  it('keeps the questions the child answers: ids, English, answers and pictures', () => {
    for (const [vietnamese, translated] of pairs) {
      expect({ ...translated, instruction: '' }, vietnamese.id).toEqual({
        ...vietnamese,
        instruction: '',
        ...(vietnamese.picture && { picture: { ...vietnamese.picture, alt: translated.picture?.alt } }),
        choices: vietnamese.choices.map((choice, index) =>
          choice.picture ? { ...choice, text: translated.choices[index]?.text, picture: { ...choice.picture, alt: translated.choices[index]?.picture?.alt } } : choice,
        ),
      });
    }
  });

  it('words an instruction the same way wherever the Vietnamese does, question by question', () => {
    for (const set of questionSets) {
      const twins = new Map<string, Set<string>>();
      set.questions.forEach((question, index) => {
        twins.set(question.instruction, (twins.get(question.instruction) ?? new Set()).add(english(set).questions[index]!.instruction));
      });
      for (const [instruction, translations] of twins) expect([...translations], instruction).toHaveLength(1);
    }
  });

  it('names the levels as Cambridge writes them', () => {
    expect(translate(levels, levelCheckEnglish.levels).map((level) => level.name)).toEqual([
      'Pre A1 Starters',
      'A1 Movers',
      'A2 Flyers',
      'A2 Key for Schools',
      'B1 Preliminary for Schools',
    ]);
  });

  it('says a child can do only what the questions test: no writing, speaking or listening', () => {
    const untested = /\b(writ\w*|speak\w*|say\w*|talk\w*|tell\w*|chat\w*|greet\w*|cop(y|ies)|listen\w*|hear\w*)\b/i;
    for (const level of translate(levels, levelCheckEnglish.levels)) for (const line of level.canDo) expect(line, level.id).not.toMatch(untested);
  });
});

describe("the level check's pictures in English", () => {
  it('are described, and a picture choice is read by its description', () => {
    for (const question of englishQuestions) {
      for (const alt of altsOf(question)) expect(alt.trim(), question.id).not.toBe('');
      for (const choice of question.choices) if (choice.picture) expect(choice.text, question.id).toBe(choice.picture.alt);
    }
  });

  it('never name the English a word question asks for', () => {
    for (const question of englishQuestions.filter((each) => each.picture)) {
      const asked = question.choices.flatMap((choice) => wordsOf(choice.text)).filter((word) => !fillerWords.has(word));
      expect(wordsOf(question.picture!.alt).filter((word) => asked.includes(word)), question.id).toEqual([]);
    }
  });

  it('never name what tells a picture question’s choices apart (what its English says, and not every picture shows)', () => {
    for (const question of englishQuestions.filter((each) => each.choices.some((choice) => choice.picture))) {
      const alts = question.choices.map((choice) => wordsOf(choice.text));
      const telling = wordsOf(question.prompt).filter((word) => !fillerWords.has(word) && !alts.every((alt) => alt.includes(word)));
      expect(telling.length, question.id).toBeGreaterThan(0);
      for (const alt of alts) expect(alt.filter((word) => telling.includes(word)), question.id).toEqual([]);
    }
  });
});
