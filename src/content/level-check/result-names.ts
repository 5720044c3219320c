import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';
import { resultNames as centreNames } from '@/i18n/vi/level-check';
import type { LevelId, ResultKind } from './level-check.types';
import { levelNames } from './level-names';

/** A result's short names in some language, by kind (the `levelCheck` part's `resultNames`). */
export type ResultNames = UiText['levelCheck']['resultNames'];

const kinds = Object.keys(centreNames) as ResultKind[];

/**
 * A result's short name: 'A1 Movers', 'Working towards A2 Key for Schools', 'Too few right answers to
 * place yet'. In Vietnamese unless given other names: the name the centre receives with a
 * registration (registration-source.ts), whatever the page's language.
 */
export const resultName = (result: { kind: ResultKind; level: LevelId }, names: ResultNames = centreNames) =>
  fill(names[result.kind], { level: levelNames[result.level] });

/**
 * A kept result's name in a page's words: the centre's Vietnamese name read back to what it says,
 * then named in `names`. A name it cannot read back (kept by an earlier version of the page) stays
 * as it was kept. Light: for the registration form's note, which loads no question or level.
 */
export function keptResultName(kept: { level: LevelId; name: string }, names: ResultNames): string {
  const kind = kinds.find((each) => resultName({ kind: each, level: kept.level }) === kept.name);
  return kind ? resultName({ kind, level: kept.level }, names) : kept.name;
}
