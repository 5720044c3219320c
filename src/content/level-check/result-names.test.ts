import { describe, expect, it } from 'vitest';
import { resultNames as englishNames } from '@/i18n/en/level-check';
import { resultNames as vietnameseNames } from '@/i18n/vi/level-check';
import type { LevelId, ResultKind } from './level-check.types';
import { levelNames } from './level-names';
import { keptResultName, resultName } from './result-names';

const kinds = Object.keys(vietnameseNames) as ResultKind[];
const levelIds = Object.keys(levelNames) as LevelId[];

describe("a level check result's short name", () => {
  it('is the Vietnamese one for the centre, with the level as Cambridge writes it', () => {
    expect(kinds.map((kind) => resultName({ kind, level: 'a2-key' }))).toEqual([
      'A2 Key for Schools',
      'Hướng tới A2 Key for Schools',
      'Nền tảng cho A2 Key for Schools',
      'Chưa đủ câu đúng để xếp trình độ',
      'Chưa thống nhất giữa các trình độ',
    ]);
  });

  it('fits the registration’s 40 characters (registration-schema.ts) in both languages, for each level a result can name so', () => {
    // scoring.ts: a preschooler's foundations are for Starters; a goal is Starters or, for a teenager, A2 Key; the
    // check cannot place a child who misses the Flyers questions that start the 11-16 set.
    const named: Record<ResultKind, LevelId[]> = {
      reached: levelIds,
      towards: ['pre-a1-starters', 'a2-key'],
      foundation: ['pre-a1-starters'],
      unplaced: ['a2-flyers'],
      mixed: levelIds,
    };
    for (const names of [vietnameseNames, englishNames])
      for (const kind of kinds) for (const level of named[kind]) expect(resultName({ kind, level }, names).length, `${kind} ${level}`).toBeLessThanOrEqual(40);
  });

  it('reads a kept Vietnamese name back, and names it in English for an English page', () => {
    for (const kind of kinds)
      for (const level of levelIds) expect(keptResultName({ level, name: resultName({ kind, level }) }, englishNames)).toBe(resultName({ kind, level }, englishNames));
    expect(keptResultName({ level: 'a2-key', name: 'Hướng tới A2 Key for Schools' }, englishNames)).toBe('Working towards A2 Key for Schools');
    expect(keptResultName({ level: 'a1-movers', name: 'A1 Movers' }, englishNames)).toBe('A1 Movers');
    expect(keptResultName({ level: 'a2-flyers', name: 'Chưa đủ câu đúng để xếp trình độ' }, englishNames)).toBe('Too few right answers to place yet');
  });

  it('keeps a name it cannot read back (kept by an earlier version of the page) as it was', () => {
    expect(keptResultName({ level: 'a2-key', name: 'Hướng tới A2 Key' }, englishNames)).toBe('Hướng tới A2 Key');
  });
});
