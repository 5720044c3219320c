import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';
import { levelCheck } from '@/i18n/vi/level-check';
import { childWord } from '@/i18n/child-word';
import type { Level, LevelId, LevelResult, Stage } from '@/content/level-check/level-check.types';
import { resultName } from '@/content/level-check/result-names';

type Words = UiText['levelCheck'];

/** What the result page says, in the page's language. */
export interface ResultWording {
  heading: string;
  score: string;
  /** Why the result names no level as the child's: a preschooler's foundations, too few right answers, a contradiction. */
  note?: string;
  /** The list's heading, and the list: what the answers showed, or what the level aimed at brings. */
  canDoHeading?: string;
  canDo: readonly string[];
  /** For the child's age and the recommended course (levels.ts's `next`). */
  nextStep?: string;
  /** That this is a first estimate a teacher confirms; none where the note already leaves the placement to the teacher. */
  estimate?: string;
  /** Why this course, where the age alone does not say it. */
  courseReason?: string;
}

type CourseReason = keyof Words['result']['courseReason'];

/**
 * Why the course, where the age alone does not say it: at 15 and 16, where the course finder offers
 * two English courses, which one and why.
 */
export function courseReasonOf(stage: Stage, hasOther: boolean): CourseReason | undefined {
  if (stage === 'upperSecondary') return 'ieltsReady';
  if (stage === 'communication') return 'foundationFirst';
  return hasOther ? 'examYear' : undefined;
}

/**
 * The result's sentences for a child of `age` (audience.ts), in the words of the page's language
 * (the `levelCheck` part; Vietnamese unless given), of the levels in that language too. `otherCourse`
 * is the name of the other English course the course finder offers at the age, if any (scoring.ts's
 * `courseChoice`).
 */
export function resultWording(
  age: number,
  result: LevelResult,
  shownLevels: readonly Level[],
  words: Words = levelCheck,
  otherCourse?: string,
): ResultWording {
  const { result: text } = words;
  const levelOf = (id: LevelId) => shownLevels.find((level) => level.id === id)!;
  const level = levelOf(result.level);
  const child = childWord(age, text.child);
  const blanks = {
    child,
    Child: child.charAt(0).toLocaleUpperCase('vi') + child.slice(1),
    level: level.name,
    cefr: level.cefr,
    score: result.score,
    total: result.total,
    passed: level.name,
    missed: result.missed ? levelOf(result.missed).name : '',
    age,
    other: otherCourse ?? '',
  };
  const say = (template: string) => fill(template, blanks);
  const reason = courseReasonOf(result.stage, otherCourse !== undefined);
  const common = { courseReason: reason && say(text.courseReason[reason]) };
  switch (result.kind) {
    case 'reached':
    case 'towards':
      return {
        ...common,
        heading: say(text.heading[result.kind]),
        score: say(text.score[result.kind]),
        canDoHeading: say(text.canDoHeading[result.kind]),
        canDo: level.canDo,
        nextStep: result.kind === 'reached' ? level.next[result.stage] : undefined,
        estimate: say(text.estimate),
      };
    case 'foundation':
      return {
        ...common,
        heading: say(text.heading.foundation),
        score: say(text.score.other),
        note: say(text.note.foundation),
        // What the answers showed when they met the level's pass mark; else what preschool brings.
        canDoHeading: say(result.passed.includes(result.level) ? text.canDoHeading.reached : text.canDoHeading.foundation),
        canDo: level.canDo,
        nextStep: level.next.preschool,
        estimate: say(text.estimate),
      };
    case 'unplaced':
    case 'mixed':
      return { ...common, heading: say(text.heading[result.kind]), score: say(text.score.other), note: say(text.note[result.kind]), canDo: [] };
  }
}

/** 'Tiếp' without a choice. */
export const missingAnswer = (age: number, words: Words = levelCheck) =>
  fill(words.question.missingAnswer, { child: childWord(age, words.result.child) });

/**
 * The result's name as the centre receives it with a registration (registration-source.ts): 'A1
 * Movers', 'Hướng tới Pre A1 Starters', 'Chưa đủ câu đúng để xếp trình độ'. In Vietnamese whatever
 * the page's language: the centre reads it; the registration form shows it in the page's
 * (result-names.ts's `keptResultName`).
 */
export const centreResultName = (result: Pick<LevelResult, 'kind' | 'level'>) => resultName(result);
