import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';
import { levelCheck } from '@/i18n/vi/level-check';
import { childWord } from '@/i18n/child-word';
import type { Level, LevelResult } from '@/content/level-check/level-check.types';

type Words = UiText['levelCheck'];

/**
 * The result's sentences for a child of `age` (audience.ts), in the words of the page's language
 * (the `levelCheck` part; Vietnamese unless given), of a level in that language too.
 */
export function resultWording(age: number, level: Level, result: LevelResult, words: Words = levelCheck) {
  const { result: text } = words;
  const how = result.reached ? 'reached' : 'towards';
  const blanks = { child: childWord(age, text.child), level: level.name, cefr: level.cefr, score: result.score, total: result.total };
  return {
    heading: fill(text.heading[how], blanks),
    score: fill(text.score[how], blanks),
    canDoHeading: fill(text.canDoHeading[how], blanks),
    estimate: fill(text.estimate, blanks),
  };
}

/** 'Tiếp' without a choice. */
export const missingAnswer = (age: number, words: Words = levelCheck) =>
  fill(words.question.missingAnswer, { child: childWord(age, words.result.child) });

/**
 * The result's name as the centre receives it with a registration (registration-source.ts) and the
 * registration form says it: 'A1 Movers', or 'Hướng tới Pre-A1 Starters' when not reached. In
 * Vietnamese whatever the page's language, of a Vietnamese level (levels.ts): the centre reads it.
 */
export const centreResultName = (level: Level, reached: boolean) => (reached ? '' : 'Hướng tới ') + level.name;
