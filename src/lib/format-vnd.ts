import type { Locale } from '@/i18n/locale';

const grouping: Record<Locale, Intl.NumberFormat> = { vi: new Intl.NumberFormat('vi-VN'), en: new Intl.NumberFormat('en-GB') };

/**
 * 4800000 → '4.800.000 đ' on a Vietnamese page, '4,800,000 VND' on an English one: the figure and
 * its unit joined by a no-break space (never split over two lines).
 */
const unit: Record<Locale, string> = { vi: 'đ', en: 'VND' };

export function formatVnd(amount: number, locale: Locale): string {
  return `${grouping[locale].format(amount)}\u00a0${unit[locale]}`;
}
