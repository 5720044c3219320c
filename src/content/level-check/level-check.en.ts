import type { LevelCheckTranslation } from './level-check-translation';
import { levelsEnglish } from './levels.en';
import { ages11to16English } from './sets/ages-11-16.en';
import { ages4to6English } from './sets/ages-4-6.en';
import { ages7to10English } from './sets/ages-7-10.en';

/** The level check's content in English: loaded by English pages only (level-check-translation.ts). */
export const levelCheckEnglish: LevelCheckTranslation = {
  sets: { 'ages-4-6': ages4to6English, 'ages-7-10': ages7to10English, 'ages-11-16': ages11to16English },
  levels: levelsEnglish,
};
