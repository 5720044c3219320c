import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { levelCheckPictures } from '../../../scripts/illustrations/manifest.mjs';
import type { QuestionPicture } from './level-check.types';
import { levels } from './levels';
import { finderAges } from '../courses/course-finder';
import { levelCheckAges } from './ages';
import { questionSetForAge, questionSets } from './question-sets';

const questions = questionSets.flatMap((set) => set.questions);
const levelOrder = levels.map((level) => level.id);
const picturesDir = resolve(import.meta.dirname, 'pictures');

/** Every picture of the questions and their choices, with where it is. */
const pictures: { where: string; picture: QuestionPicture }[] = questions.flatMap((question) => [
  ...(question.picture ? [{ where: question.id, picture: question.picture }] : []),
  ...question.choices.flatMap((choice) => (choice.picture ? [{ where: `${question.id} ${choice.id}`, picture: choice.picture }] : [])),
]);

describe('level check content', () => {
  it("takes the ages 4 to 16, one set each; the finder's other ages (3, 17, 18, adults) go to the finder or the centre", () => {
    expect(levelCheckAges).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    for (const age of levelCheckAges) {
      expect(questionSets.filter((set) => age >= set.ages.from && age <= set.ages.to), `age ${age}`).toHaveLength(1);
    }
    for (const age of finderAges.filter((each) => !levelCheckAges.includes(each))) expect(questionSetForAge(age), `age ${age}`).toBeUndefined();
  });

  it.each(questionSets.map((set) => [set.id, set.questions.length] as const))('set %s has 12 to 20 questions (%i)', (_id, count) => {
    expect(count).toBeGreaterThanOrEqual(12);
    expect(count).toBeLessThanOrEqual(20);
  });

  it('gives questions ids unique across the sets, and choices ids unique within their question', () => {
    const ids = questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const question of questions) {
      const choiceIds = question.choices.map((choice) => choice.id);
      expect(new Set(choiceIds).size, question.id).toBe(choiceIds.length);
      expect(new Set(question.choices.map((choice) => choice.text)).size, question.id).toBe(choiceIds.length);
    }
  });

  it('has three or four choices per question, the answer one of them', () => {
    for (const question of questions) {
      expect(question.choices.length, question.id).toBeGreaterThanOrEqual(3);
      expect(question.choices.length, question.id).toBeLessThanOrEqual(4);
      expect(question.choices.map((choice) => choice.id), question.id).toContain(question.answer);
    }
  });

  it('puts the easier levels first, each a level the result page can name', () => {
    for (const set of questionSets) {
      const ranks = set.questions.map((question) => levelOrder.indexOf(question.level));
      expect(ranks.every((rank) => rank >= 0), set.id).toBe(true);
      expect(ranks, set.id).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('gives every question an instruction, and something to read or look at', () => {
    for (const question of questions) {
      expect(question.instruction.trim(), question.id).not.toBe('');
      expect(question.prompt.trim() !== '' || question.picture !== undefined, question.id).toBe(true);
    }
  });

  it('describes each level with two to four things the child can do, and a next step for each stage that can name it', () => {
    expect(levels.map((level) => level.name)).toEqual(['Pre A1 Starters', 'A1 Movers', 'A2 Flyers', 'A2 Key for Schools', 'B1 Preliminary for Schools']);
    // Where a result names each level (docs/level-check.md#the-next-step): a preschooler's foundations, a level reached at 6-10, 11-15, 16.
    const stages = {
      'pre-a1-starters': ['preschool', 'primary'],
      'a1-movers': ['primary'],
      'a2-flyers': ['primary', 'lowerSecondary'],
      'a2-key': ['lowerSecondary', 'communication'],
      'b1-preliminary': ['lowerSecondary', 'upperSecondary'],
    };
    for (const level of levels) {
      expect(level.canDo.length, level.id).toBeGreaterThanOrEqual(2);
      expect(level.canDo.length, level.id).toBeLessThanOrEqual(4);
      expect(Object.keys(level.next), level.id).toEqual(stages[level.id]);
      for (const next of Object.values(level.next)) expect(next.trim(), level.id).not.toBe('');
    }
  });

  it('writes no Cambridge name with a hyphen ("Pre-A1"), in the levels or the questions', () => {
    expect(JSON.stringify([levels, questionSets])).not.toMatch(/Pre-A1/);
  });
});

describe('level check pictures', () => {
  const bySrc = (src: string) => levelCheckPictures.find((entry) => entry.path === basename(src));

  it('are drawn pictures of the manifest, with their intrinsic size and a Vietnamese alt', () => {
    for (const { where, picture } of pictures) {
      const entry = bySrc(picture.src);
      expect(entry, `${where}: ${picture.src}`).toBeDefined();
      expect([picture.width, picture.height], where).toEqual([entry!.width, entry!.height]);
      expect(existsSync(resolve(picturesDir, entry!.path)), where).toBe(true);
      expect(picture.alt.trim(), where).not.toBe('');
    }
  });

  it('read a picture choice by the same description as its picture', () => {
    for (const choice of questions.flatMap((question) => question.choices)) {
      if (choice.picture) expect(choice.text).toBe(choice.picture.alt);
    }
  });

  it('never give a word answer away in English in an alt', () => {
    for (const question of questions) {
      const answer = question.choices.find((choice) => choice.id === question.answer)!;
      if (answer.picture || !question.picture) continue;
      expect(question.picture.alt.toLowerCase(), question.id).not.toContain(answer.text.toLowerCase());
    }
  });

  it('uses every picture the manifest draws for the check', () => {
    const used = new Set(pictures.map(({ picture }) => basename(picture.src)));
    expect(levelCheckPictures.map((entry) => entry.path).filter((path) => !used.has(path))).toEqual([]);
  });
});
