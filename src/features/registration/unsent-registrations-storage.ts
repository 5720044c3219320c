import * as z from 'zod/mini';
import { oldUnsentRegistrationsKey, unsentRegistrationsKey } from './SendUnsentRegistrations';

const day = 24 * 60 * 60 * 1000;
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const time = z.number().check(z.int(), z.nonnegative());
const unsentRegistration = z.object({
  /** Its own id, sent with it so that the centre recognises a repeat in the mail. */
  id: text(64),
  /** When the parent sent it (ms since the epoch). */
  submittedAt: time,
  /** As sent: the name trimmed, the phone's digits, the course title capitalised. */
  values: z.object({ parentName: text(200), phone: text(20), subject: text(200) }),
  /** Sends tried so far, and when the last one started. */
  tries: time,
  lastTriedAt: z.optional(time),
  /** No try before this: a 429's Retry-After. */
  notBefore: z.optional(time),
  /** The service refused it in a way no retry changes (a 4xx other than 408 and 429). */
  refused: z.optional(z.boolean()),
});

/** A registration the phone keeps until the e-mail service has accepted it, and when to try it again. */
export type UnsentRegistration = z.infer<typeof unsentRegistration>;

function parse(stored: string | null): unknown {
  try {
    return JSON.parse(stored ?? 'null');
  } catch {
    return undefined;
  }
}

/**
 * What the old key holds (`{ version: 1, leads }`, each sent at `keptAt`), as unsent registrations.
 * This move, and `oldUnsentRegistrationsKey`, can be deleted 7 days after the deploy that ships it:
 * by then everything stored under the old key has expired.
 */
function fromOldKey(storage: Storage): unknown[] {
  const old = parse(storage.getItem(oldUnsentRegistrationsKey));
  const leads: unknown[] = old && typeof old === 'object' && 'leads' in old && Array.isArray(old.leads) ? old.leads : [];
  return leads.map((lead) => (lead && typeof lead === 'object' && 'keptAt' in lead ? { ...lead, submittedAt: lead.keptAt } : lead));
}

/**
 * Those worth keeping at `now`, oldest first: 7 days at most (a phone's clock may have been set back
 * since, so one up to a day "later" still counts), and the newest five.
 */
const keepable = (registrations: UnsentRegistration[], now: number) =>
  registrations
    .filter(({ submittedAt }) => submittedAt > now - 7 * day && submittedAt <= now + day)
    .sort((a, b) => a.submittedAt - b.submittedAt)
    .slice(-5);

/**
 * The unsent registrations (docs/registration.md#unsent-registrations), those under the old key
 * included. Whatever cannot be read as one (a damaged value, another site's, one too old) is left
 * out; the next write drops it from the storage.
 */
export function readUnsentRegistrations(storage: Storage, now: number): UnsentRegistration[] {
  try {
    const stored = parse(storage.getItem(unsentRegistrationsKey));
    const entries: unknown[] = [...(Array.isArray(stored) ? (stored as unknown[]) : []), ...fromOldKey(storage)];
    return keepable(entries.flatMap((entry) => unsentRegistration.safeParse(entry).data ?? []), now);
  } catch {
    return []; // Storage blocked by the browser's settings.
  }
}

/** Stores `registrations` (none: removes the value) and empties the old key. False when the storage refused (full, or blocked). */
export function writeUnsentRegistrations(storage: Storage, registrations: UnsentRegistration[], now: number): boolean {
  const kept = keepable(registrations, now);
  try {
    if (kept.length) storage.setItem(unsentRegistrationsKey, JSON.stringify(kept));
    else storage.removeItem(unsentRegistrationsKey);
    storage.removeItem(oldUnsentRegistrationsKey);
    return true;
  } catch {
    return false;
  }
}
