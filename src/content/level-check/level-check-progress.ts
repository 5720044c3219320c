import * as z from 'zod/mini';
import type { LevelId } from './level-check.types';

/**
 * Where the parent and child are in the level check, kept for the visit (session storage): a
 * reload or a reopened tab comes back to the same question. Its result, once there is one, is kept
 * with it so that a registration can carry it without loading the questions (registration-source.ts).
 * When the browser blocks the storage, the check still works, for the page's life.
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
  result: z.optional(z.object({ level: z.enum(levelIds), name: z.string(), score: count, total: count })),
});

export type LevelCheckProgress = z.infer<typeof progressSchema>;

export const freshProgress: LevelCheckProgress = { age: null, answers: {}, step: 0 };

let memory: LevelCheckProgress | undefined;
let snapshot: { text: string | null; progress: LevelCheckProgress } | undefined;
const listeners = new Set<() => void>();

function storedText(): string | null {
  try {
    return sessionStorage.getItem(levelCheckKey);
  } catch {
    return null;
  }
}

/** The visit's progress; the same object until it changes (what `useSyncExternalStore` needs). */
export function readLevelCheck(): LevelCheckProgress {
  if (memory) return memory;
  const text = storedText();
  if (snapshot?.text !== text) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text ?? 'null');
    } catch {
      // Not ours, or cut short: start again.
    }
    const checked = progressSchema.safeParse(parsed);
    snapshot = { text, progress: checked.success ? checked.data : freshProgress };
  }
  return snapshot.progress;
}

export function saveLevelCheck(progress: LevelCheckProgress) {
  try {
    sessionStorage.setItem(levelCheckKey, JSON.stringify(progress));
    memory = undefined;
  } catch {
    memory = progress;
  }
  for (const listener of listeners) listener();
}

export function onLevelCheckChange(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
