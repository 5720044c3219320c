import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';

/** '08:00' as signs write it: '8:00'. */
const shortTime = (time: string) => time.replace(/^0/, '');

/** The opening hours in the page's language, from the configured ones ('Thứ Hai - Chủ Nhật: 8:00 - 21:00'). */
export function openingHoursIn(text: UiText['contact'], hours: { opens: string; closes: string }): string {
  return fill(text.facts.hours, { opens: shortTime(hours.opens), closes: shortTime(hours.closes) });
}
