import type { Locale } from '@/i18n/locale';

const timeZone = 'Asia/Ho_Chi_Minh';

/** '10/11/2025' in Vietnamese; '10 November 2025' in English, where 10/11 reads as 11 October to some. */
const dateOptions: Record<Locale, [string, Intl.DateTimeFormatOptions]> = {
  vi: ['vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }],
  en: ['en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }],
};

// Made on first use: the first formatter with a time zone took about 20 ms of a page's main thread to make (a
// desktop CPU; a phone's is slower), and most pages show no date.
const dates: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
let times: Intl.DateTimeFormat | undefined;
const dateFormat = (locale: Locale) => (dates[locale] ??= new Intl.DateTimeFormat(...dateOptions[locale]));
const timeFormat = () => (times ??= new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }));

/** '2025-11-10T03:15:00.000Z' → '10/11/2025' (or '10 November 2025'), in Vietnam's time zone. */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormat(locale).format(new Date(iso));
}

const timeDateSeparator: Record<Locale, string> = { vi: ' ', en: ', ' };

/** A moment (ms since the epoch) → '17:05 26/11/2026' (or '17:05, 26 November 2026'), in Vietnam's time zone. */
export function formatDateTime(time: number, locale: Locale): string {
  const moment = new Date(time);
  return `${timeFormat().format(moment)}${timeDateSeparator[locale]}${dateFormat(locale).format(moment)}`;
}
