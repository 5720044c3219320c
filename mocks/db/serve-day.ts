// The day the fake backend serves its news on: the written articles and the `many` scenario's are
// dated back from it by whole weeks, so the newest is always a few days old
// (docs/fake-backend.md#dates). Every process takes it from its clock, in Vietnam's time, unless
// the day is pinned: the tests pin it, so their dates never depend on when they run.
import { daysBetween, isIsoDay, vietnamDayAt } from './days';

declare global {
  interface ImportMetaEnv {
    /** Pins the serve day of a build's fake backend, in the browser and its render server alike (yyyy-mm-dd). */
    readonly VITE_MOCK_TODAY?: string;
  }
}

let pinned: string | undefined;

/**
 * Serves every later request on `day` (`yyyy-mm-dd`); blank or `undefined`: the clock's day again.
 * `setting` names where the value came from, for the error a day that does not exist throws.
 */
export function pinServeDay(day: string | undefined, setting = 'the serve day') {
  const value = day?.trim() || undefined;
  if (value !== undefined && !isIsoDay(value)) throw new Error(`${setting} must be a day written yyyy-mm-dd, such as 2025-11-15; got '${day}'`);
  pinned = value;
}

/** Today in Vietnam, or the pinned day. */
export const serveDay = (): string => pinned ?? vietnamDayAt(Date.now());

/**
 * The days (a whole number of weeks, so every weekday stays) that move `newest` to between 1 and 7
 * days before `today`.
 */
export function weeksToServeDay(newest: string, today: string): number {
  // `|| 0`: no move is 0, not -0.
  return 7 * Math.ceil((daysBetween(newest, today) - 7) / 7) || 0;
}
