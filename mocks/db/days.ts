// Days as the fake backend's news counts them: `yyyy-mm-dd`, a day of Vietnam's calendar (UTC+7 all
// year, no summer time), and how the articles write one.

const dayMs = 86_400_000;
const vietnamOffsetMs = 7 * 3_600_000;

/** `yyyy-mm-dd` plus `days` (fewer when negative). */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** The day it is in Vietnam at a moment (ms since the epoch). */
export const vietnamDayAt = (moment: number) => new Date(moment + vietnamOffsetMs).toISOString().slice(0, 10);

/** Whether `text` is a day that exists, written `yyyy-mm-dd` (no 31 April). */
export const isIsoDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && addDays(text, 0) === text;

/** `yyyy-mm-dd` as the articles write a day: `d/m/yyyy`. */
export function vietnameseDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day}/${month}/${year}`;
}

const weekdays = ['Chủ nhật', 'thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy'];

/** 'thứ Hai' … 'thứ Bảy', 'Chủ nhật'. */
export function weekdayOf(isoDay: string): string {
  return weekdays[new Date(`${isoDay}T00:00:00Z`).getUTCDay()]!;
}
