import type { Locale } from '@/i18n/locale';

/*
 * Dates as the centre reads them, in Vietnam's time, written out by hand rather than with
 * Intl.DateTimeFormat: the first formatter a page makes costs 50-78 ms of a phone's main thread
 * (Chromium, CPU slowed 4x, measured), on every page that shows a date (home, the news). Vietnam
 * keeps UTC+7 all year, with no daylight saving, so its date is the UTC date seven hours on.
 */
const vietnamOffsetMs = 7 * 60 * 60 * 1000;
const inVietnam = (time: number) => new Date(time + vietnamOffsetMs);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** As en-GB writes them: the formatter this replaced. */
const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '10/11/2025' in Vietnamese; '10 November 2025' in English, where 10/11 reads as 11 October to some. */
const dateIn: Record<Locale, (moment: Date) => string> = {
  vi: (moment) => `${twoDigits(moment.getUTCDate())}/${twoDigits(moment.getUTCMonth() + 1)}/${moment.getUTCFullYear()}`,
  en: (moment) => `${moment.getUTCDate()} ${englishMonths[moment.getUTCMonth()]} ${moment.getUTCFullYear()}`,
};

/** '2025-11-10T03:15:00.000Z' → '10/11/2025' (or '10 November 2025'), in Vietnam's time zone. */
export function formatDate(iso: string, locale: Locale): string {
  return dateIn[locale](inVietnam(Date.parse(iso)));
}

const timeDateSeparator: Record<Locale, string> = { vi: ' ', en: ', ' };

/** A moment (ms since the epoch) → '17:05 26/11/2026' (or '17:05, 26 November 2026'), in Vietnam's time zone. */
export function formatDateTime(time: number, locale: Locale): string {
  const moment = inVietnam(time);
  return `${twoDigits(moment.getUTCHours())}:${twoDigits(moment.getUTCMinutes())}${timeDateSeparator[locale]}${dateIn[locale](moment)}`;
}
