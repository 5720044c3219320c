import { HTTPError } from 'ky';
import type { UnsentRegistration } from './unsent-registrations-storage';

/**
 * What tries an unsent registration (docs/registration.md#unsent-registrations): the parent's `submit`, an `event` (a visit,
 * back online, the page shown again) or the `timer` while the page stays open. So it is tried a few times a minute at most.
 */
export type TryReason = 'submit' | 'event' | 'timer';

/** An `event` tries one again at once, but never within 15 s of the last try. */
const eventGapMs = 15_000;
/** A refusal no retry changes (a 4xx other than 408 and 429): tried again an hour later, not in a loop. */
const refusedPauseMs = 60 * 60_000;

/** The timer's delay after `tries` failed tries: 15 s, 30 s, 1, 2, 4, then 5 minutes. */
const retryDelayMs = (tries: number) => Math.min(15_000 * 2 ** Math.max(tries - 1, 0), 5 * 60_000);

/** The earliest time `registration` may be tried for `reason`. */
export function dueAt(registration: UnsentRegistration, reason: TryReason): number {
  const floor = registration.notBefore ?? 0;
  if (reason === 'submit' || registration.lastTriedAt === undefined) return floor;
  const wait = registration.refused ? refusedPauseMs : reason === 'timer' ? retryDelayMs(registration.tries) : eventGapMs;
  return Math.max(registration.lastTriedAt + wait, floor);
}

/** Reads a failed send: the network, a timeout or a 5xx are tried again; 429 after its Retry-After. */
export function readFailure(error: unknown, now: number): { refused: boolean; notBefore?: number } {
  if (!(error instanceof HTTPError)) return { refused: false };
  const { status, headers } = error.response;
  if (status === 429) return { refused: false, notBefore: now + retryAfterMs(headers.get('Retry-After'), now) };
  return { refused: status >= 400 && status < 500 && status !== 408 };
}

/** A Retry-After header, in seconds or as an HTTP date, as a wait from `now` (at most a day; a minute if unusable). */
function retryAfterMs(header: string | null, now: number) {
  const value = header?.trim() ?? '';
  const wait = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(wait) && wait >= 0 ? Math.min(wait, 24 * 60 * 60_000) : 60_000;
}
