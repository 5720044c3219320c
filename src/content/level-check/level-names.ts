import type { LevelId } from './level-check.types';

/**
 * Cambridge's names of the levels a check can name, as Cambridge writes them ('Pre A1 Starters', no
 * hyphen; the teenagers' exams in their 'for Schools' versions), the same on Vietnamese and English
 * pages. Light, for the registration form's note (result-names.ts) as much as for the result.
 */
export const levelNames: Readonly<Record<LevelId, string>> = {
  'pre-a1-starters': 'Pre A1 Starters',
  'a1-movers': 'A1 Movers',
  'a2-flyers': 'A2 Flyers',
  'a2-key': 'A2 Key for Schools',
  'b1-preliminary': 'B1 Preliminary for Schools',
};
