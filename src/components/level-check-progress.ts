import { readSessionStorageValue, useSessionStorage } from '@mantine/hooks';
import * as z from 'zod/mini';
import type { LevelId } from '@/content/level-check/level-check.types';

/**
 * Where the parent and child are in the level check, kept for the visit (session storage) with
 * Mantine's hook, which keeps every part of the page that reads it in step: a reload or a reopened
 * tab comes back to the same question. Its result, once there is one, is kept with it so that a
 * registration can carry it without loading the questions (registration-source.ts).
 *
 * One key for both languages: what it keeps is in none (an age, choice ids, a step), so a parent who
 * switches language mid-check goes on where they were. The result's `name` is the centre's
 * (Vietnamese, result-wording.ts's `centreResultName`) whichever language the check was done in;
 * `level` and `reached` let a page name it in its own.
 */
export const levelCheckKey = 'mat-troi-nho.kiem-tra-trinh-do';

const levelIds = ['pre-a1-starters', 'a1-movers', 'a2-flyers', 'a2-key', 'b1-preliminary'] as const satisfies readonly LevelId[];
const count = z.number().check(z.int(), z.nonnegative());
const progressSchema = z.object({
  age: z.nullable(count),
  /** The chosen choice's id, by question id. */
  answers: z.record(z.string(), z.string()),
  /** 0: the age; 1 to n: question n; past the last question: the result. */
  step: count,
  result: z.optional(
    z.object({
      level: z.enum(levelIds),
      /** False when the child is working towards `level`; none in a result an earlier version of the page kept. */
      reached: z.optional(z.boolean()),
      name: z.string(),
      score: count,
      total: count,
    }),
  ),
});

export type LevelCheckProgress = z.infer<typeof progressSchema>;

export const freshProgress: LevelCheckProgress = { age: null, answers: {}, step: 0 };

/** What the storage holds, checked: a value that is not ours, or cut short, starts again. */
function deserialize(text: string | undefined): LevelCheckProgress {
  try {
    const checked = progressSchema.safeParse(JSON.parse(text ?? 'null'));
    return checked.success ? checked.data : freshProgress;
  } catch {
    return freshProgress;
  }
}

// No default value: Mantine would write it into the storage of every visit.
const storage = { key: levelCheckKey, deserialize };

/**
 * The visit's progress and what saves it. Read after the first render (Mantine's default), so the
 * prerendered page, which knows none, hydrates with a fresh start and then comes back to the step.
 */
export function useLevelCheck() {
  const [progress, save] = useSessionStorage<LevelCheckProgress>(storage);
  return [progress ?? freshProgress, save] as const;
}

/** The visit's progress, outside React. */
export const readLevelCheck = () => readSessionStorageValue<LevelCheckProgress>(storage) ?? freshProgress;
