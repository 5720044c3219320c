import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { courses } from '@/content/courses/catalogue';
import { levelCheck as englishWords } from '@/i18n/en/level-check';
import { translate } from '@/i18n/translate';
import { levelCheckAges, schoolGrade } from '@/content/level-check/ages';
import type { LevelId, QuestionSet } from '@/content/level-check/level-check.types';
import { levelCheckEnglish } from '@/content/level-check/level-check.en';
import { levelNames } from '@/content/level-check/level-names';
import { levels } from '@/content/level-check/levels';
import { questionSetForAge } from '@/content/level-check/question-sets';
import { centreResultName, courseReasonOf, resultWording } from './result-wording';
import { courseChoice, scoreLevelCheck } from './scoring';

// The table of docs/level-check.md#what-each-answer-pattern-gives, written from the code: a change of the rules that
// changes what a parent reads shows here, and the doc is brought along (the failure prints the new table).

/** Right answers per level of each set, in its levels' order: nothing, a few, each pass mark, all, and contradictions. */
const patterns: Record<string, number[][]> = {
  'ages-4-6': [[0, 0], [5, 0], [6, 0], [9, 3], [3, 3]],
  'ages-7-10': [[0, 0, 0], [3, 0, 0], [4, 0, 0], [4, 4, 0], [5, 6, 5], [5, 3, 5], [2, 6, 5]],
  'ages-11-16': [[0, 0, 0], [3, 0, 0], [4, 2, 1], [4, 4, 0], [5, 6, 3], [5, 6, 5], [2, 6, 5], [5, 2, 5]],
};

function answersFor(set: QuestionSet, right: readonly number[]) {
  const order = [...new Set(set.questions.map((question) => question.level))];
  const seen = new Map<LevelId, number>();
  return Object.fromEntries(
    set.questions.map((question) => {
      const index = seen.get(question.level) ?? 0;
      seen.set(question.level, index + 1);
      return [question.id, index < right[order.indexOf(question.level)]! ? question.answer : 'z'];
    }),
  );
}

const english = translate(levels, levelCheckEnglish.levels);
const short = (text: string) => (text.length > 64 ? `${text.slice(0, 63).trimEnd()}…` : text);
const schoolYear = (age: number) => {
  const grade = schoolGrade(age);
  return grade < 1 ? 'preschool' : `grade ${grade}`;
};

/** One line per pattern: what the result says, its name for the centre, the course (and why), and its next step or note. */
function linesFor(age: number): string[] {
  const set = questionSetForAge(age)!;
  return patterns[set.id]!.map((right) => {
    const result = scoreLevelCheck(set, answersFor(set, right), age);
    const { course, other } = courseChoice(courses, age, result.stage);
    const wording = resultWording(age, result, english, englishWords, other?.title);
    const reason = courseReasonOf(result.stage, other !== undefined);
    const says = {
      reached: () => `next: ${short(wording.nextStep!.split(/[:.;]/)[0]!.replace('The next step is ', ''))}`,
      towards: () => `goal: what ${levelNames[result.level]} brings`,
      foundation: () => `${result.passed.includes(result.level) ? 'words shown; ' : ''}next: preschool (songs, stories, picture words)`,
      unplaced: () => 'too few right to place: the teacher places',
      mixed: () => `${levelNames[result.level]} passed, ${levelNames[result.missed!]} not: the teacher places`,
    }[result.kind]();
    return `| ${right.join(' / ')} | ${result.score}/${result.total} | ${result.kind} | ${centreResultName(result)} | ${course?.title ?? '—'}${reason ? ` (${reason})` : ''} | ${says} |`;
  });
}

/** The table, consecutive ages that read the same together. */
function resultTable(): string {
  const groups: { ages: number[]; lines: string[] }[] = [];
  for (const age of levelCheckAges) {
    const lines = linesFor(age);
    const last = groups.at(-1);
    if (last && last.lines.join() === lines.join()) last.ages.push(age);
    else groups.push({ ages: [age], lines });
  }
  const rows = groups.flatMap(({ ages, lines }) => {
    const [first, end] = [ages[0]!, ages.at(-1)!];
    const years = schoolYear(first) === schoolYear(end) ? schoolYear(first) : `${schoolYear(first)}–${schoolYear(end).replace('grade ', '')}`;
    const label = `${first === end ? first : `${first}–${end}`} (${years})`;
    return lines.map((line, index) => `| ${index === 0 ? label : ''} ${line}`);
  });
  return [
    '| Age (school year) | Right per level | Score | Result | Sent to the centre | Course (why) | Next step, or what it says |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

describe('docs/level-check.md', () => {
  it('shows what the check says for each age and answer pattern, as the code says it', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../../docs/level-check.md'), 'utf8');
    const [, table] = doc.split('<!-- result-table -->');
    expect(table?.trim(), 'Paste the table below between the two <!-- result-table --> lines').toBe(resultTable());
  });
});
