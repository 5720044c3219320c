import type { Locale } from '@/i18n/locale';

/*
 * Amounts in đồng, grouped by hand rather than with Intl.NumberFormat: making the formatters cost
 * 62-118 ms of a phone's main thread (Chromium, CPU slowed 4x, measured) on every page that shows a
 * fee. Fees are whole đồng, so grouping the digits is all there is to it.
 */
const groupSeparator: Record<Locale, string> = { vi: '.', en: ',' };

/**
 * 4800000 → '4.800.000 đ' on a Vietnamese page, '4,800,000 VND' on an English one: the figure and
 * its unit joined by a no-break space (never split over two lines).
 */
const unit: Record<Locale, string> = { vi: 'đ', en: 'VND' };

export function formatVnd(amount: number, locale: Locale): string {
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator[locale]);
  return `${digits}\u00a0${unit[locale]}`;
}
