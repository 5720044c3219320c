import * as z from 'zod/mini';
import { keptLeadsKey } from './kept-leads-key';
import type { RegistrationValues } from './registration-schema';

/**
 * A registration kept on the phone until the e-mail service has accepted it (docs/registration.md#
 * kept-on-the-phone): what the form sent, and when to try again. Nothing else about the lead.
 */
export interface KeptLead {
  /** Its own id, sent with it so that the centre recognises a repeat in the mail. */
  id: string;
  /** When the parent sent it (ms since the epoch). */
  keptAt: number;
  /** As sent: the name trimmed, the phone's digits, the course title capitalised. */
  values: RegistrationValues;
  /** Sends tried so far, and when the last one started. */
  tries: number;
  lastTriedAt?: number;
  /** No try before this: a 429's Retry-After. */
  notBefore?: number;
  /** The service refused it in a way no retry changes (a 4xx other than 408 and 429). */
  refused?: boolean;
}

/** A kept lead is dropped once it is this old, sent or not. */
export const keptForMs = 7 * 24 * 60 * 60 * 1000;
/** At most this many are kept; a new one pushes out the oldest. */
export const maxKeptLeads = 5;
/** A phone's clock may have been set back since: a lead kept up to a day "later" is still read. */
const clockSkewMs = 24 * 60 * 60 * 1000;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const time = z.number().check(z.int(), z.nonnegative());

const keptLeadSchema = z.object({
  id: text(64),
  keptAt: time,
  values: z.object({ parentName: text(200), phone: text(20), subject: text(200) }),
  tries: time,
  lastTriedAt: z.optional(time),
  notBefore: z.optional(time),
  refused: z.optional(z.boolean()),
});

const storedSchema = z.object({ version: z.literal(1), leads: z.array(z.unknown()) });

/** The leads still worth keeping at `now`: whole, not older than 7 days, the newest five. */
function keepable(leads: KeptLead[], now: number) {
  return leads
    .filter((lead) => lead.keptAt > now - keptForMs && lead.keptAt <= now + clockSkewMs)
    .sort((a, b) => a.keptAt - b.keptAt)
    .slice(-maxKeptLeads);
}

/**
 * The kept leads, oldest first. Whatever cannot be read as one (a damaged value, another site's or
 * an older version's, a lead too old) is left out, and removed from the storage.
 */
export function readKeptLeads(storage: Storage, now: number): KeptLead[] {
  let stored: string | null;
  try {
    stored = storage.getItem(keptLeadsKey);
  } catch {
    return [];
  }
  if (stored === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    parsed = undefined;
  }
  const file = storedSchema.safeParse(parsed);
  const whole = file.success ? file.data.leads.flatMap((lead) => keptLeadSchema.safeParse(lead).data ?? []) : [];
  const leads = keepable(whole, now);
  if (!file.success || leads.length !== file.data.leads.length) writeKeptLeads(storage, leads, now);
  return leads;
}

/** Stores `leads` (none: removes the value). False when the storage refused (full, or blocked). */
export function writeKeptLeads(storage: Storage, leads: KeptLead[], now: number): boolean {
  const kept = keepable(leads, now);
  try {
    if (kept.length) storage.setItem(keptLeadsKey, JSON.stringify({ version: 1, leads: kept }));
    else storage.removeItem(keptLeadsKey);
    return true;
  } catch {
    return false;
  }
}
