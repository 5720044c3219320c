import { HTTPError } from 'ky';
import type { UnsentRegistration } from './unsent-registrations-storage';

/**
 * When an unsent registration is tried again (docs/registration.md#unsent-registrations). Three
 * kinds of moment try it:
 * - `submit`: the parent pressed 'Gửi đăng ký' again: now, unless the service asked for a pause;
 * - `event`: something changed (a visit to a page of the site, the browser back online, the page
 *   shown again): now, but never sooner than `eventGapMs` after the last try;
 * - `timer`: while the page stays open, after a delay that doubles with each try.
 * So a registration is tried a few times a minute at most.
 */
export type TryReason = 'submit' | 'event' | 'timer';

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
