import type { Locale } from '@/i18n/locale';

const timeZone = 'Asia/Ho_Chi_Minh';

/** '10/11/2025' in Vietnamese; '10 November 2025' in English, where 10/11 reads as 11 October to some. */
const dates: Record<Locale, Intl.DateTimeFormat> = {
  vi: new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
};

const times = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone });

/** '2025-11-10T03:15:00.000Z' → '10/11/2025' (or '10 November 2025'), in Vietnam's time zone. */
export function formatDate(iso: string, locale: Locale): string {
  return dates[locale].format(new Date(iso));
}

/** A moment (ms since the epoch) → '17:05 26/11/2026' (or '17:05, 26 November 2026'), in Vietnam's time zone. */
export function formatDateTime(time: number, locale: Locale): string {
  const moment = new Date(time);
  return `${times.format(moment)}${locale === 'vi' ? ' ' : ', '}${dates[locale].format(moment)}`;
}
