import * as z from 'zod/mini';
import { registrationSourceSchema, registrationValuesSchema } from './registration-schema';
import { oldUnsentRegistrationsKey, unsentRegistrationsKey } from './unsent-registrations-keys';
import { locales } from '@/i18n/locale';

const day = 24 * 60 * 60 * 1000;
const time = z.number().check(z.int(), z.nonnegative());
const unsentRegistration = z.object({
  /** Its own id, sent with it so that the centre recognises a repeat in the mail. */
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  /** When the parent sent it (ms since the epoch). */
  submittedAt: time,
  /** As sent: the name cleaned, the phone's digits, the course title capitalised; cleaned and checked again when read. */
  values: registrationValuesSchema,
  /** A source that cannot be read is dropped, never the registration. */
  source: z.catch(z.optional(registrationSourceSchema), undefined),
  /**
   * The language of the form the parent used, so that the centre answers in it. None in a registration stored before
   * the site had English: it was Vietnamese, and is sent as such (`sendRegistration`). Another value was not written by
   * the site: the entry is no registration of its own.
   */
  lang: z.optional(z.enum(locales)),
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

/** What `key` holds; undefined when it is not JSON, or the storage is blocked by the browser's settings. */
function stored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
}

/** Those of `entries` that read as unsent registrations; the rest (damaged, another site's, too long) are left out. */
const readable = (entries: unknown[]) => entries.flatMap((entry) => unsentRegistration.safeParse(entry).data ?? []);

/**
 * Those of `registrations` worth keeping at `now`, oldest first: sent in the last 7 days, and the newest five. One dated
 * later than `now` is kept: the phone's clock was set back since, and a parent's registration is never dropped for it.
 */
const recent = (registrations: UnsentRegistration[], now: number) =>
  registrations
    .filter(({ submittedAt }) => submittedAt > now - 7 * day)
    .sort((a, b) => a.submittedAt - b.submittedAt)
    .slice(-5);

/**
 * A try or a wait dated later than the phone's clock allows (set back since) counts from now, so that the registration
 * is tried again within minutes, not once the clock has caught up.
 */
const sinceClockSetBack = (registration: UnsentRegistration, now: number): UnsentRegistration => ({
  ...registration,
  ...(registration.lastTriedAt !== undefined && registration.lastTriedAt > now && { lastTriedAt: now }),
  ...(registration.notBefore !== undefined && registration.notBefore > now + day && { notBefore: now + day }),
});

/**
 * The unsent registrations (docs/registration.md#unsent-registrations), those the old key holds included (`{ version: 1,
 * leads }`, each sent at `keptAt`). What cannot be read as one (a damaged value, another site's, one too old) is left out;
 * the next write drops it.
 */
export function readUnsentRegistrations(now: number): UnsentRegistration[] {
  const current = stored(unsentRegistrationsKey);
  const { leads } = (stored(oldUnsentRegistrationsKey) ?? {}) as { leads?: ({ keptAt?: unknown } | null)[] };
  const moved = Array.isArray(leads) ? leads.map((lead) => ({ ...lead, submittedAt: lead?.keptAt })) : [];
  return recent(readable([...(Array.isArray(current) ? (current as unknown[]) : []), ...moved]), now).map((registration) =>
    sinceClockSetBack(registration, now),
  );
}

/**
 * Stores `registrations` (none: removes the value) and empties the old key. True only when the storage holds every one
 * of them still worth keeping, read back: false when it refused (full, blocked) or one of them cannot be kept as it is.
 */
export function writeUnsentRegistrations(registrations: UnsentRegistration[], now: number): boolean {
  const worthKeeping = recent(registrations, now);
  const kept = readable(worthKeeping);
  const value = kept.length ? JSON.stringify(kept) : null;
  try {
    if (value) localStorage.setItem(unsentRegistrationsKey, value);
    else localStorage.removeItem(unsentRegistrationsKey);
    localStorage.removeItem(oldUnsentRegistrationsKey);
    return kept.length === worthKeeping.length && localStorage.getItem(unsentRegistrationsKey) === value;
  } catch {
    return false;
  }
}
