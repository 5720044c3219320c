import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';
import { courses as coursesText } from '@/i18n/vi/courses';
import type { ClassTime } from '@/content/courses/course.types';

/** The words of a class's times in a page's language (`useText('courses', courses).classTimes`): day names and the pattern. */
type ClassTimesText = UiText['courses']['classTimes'];

/** '17:45' → minutes since midnight. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes since midnight → '8:00', '17:45' (no leading zero, as signs write it). */
const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** Days in a row: 'Thứ Hai, Thứ Tư'; 'Mondays and Wednesdays'. */
function dayList(days: readonly string[], { between, beforeLast }: ClassTimesText): string {
  if (days.length < 2) return days.join('');
  return `${days.slice(0, -1).join(between)}${beforeLast}${days.at(-1)}`;
}

/**
 * When a class meets, for a session of `sessionMinutes`: 'Thứ Hai, Thứ Tư: 17:45 - 19:15'
 * ('Mondays and Wednesdays, 17:45–19:15'), the week from Monday.
 */
export function classTimeText({ days, start }: ClassTime, sessionMinutes: number, text: ClassTimesText = coursesText.classTimes): string {
  const week = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const from = minutesOfDay(start);
  return fill(text.time, {
    days: dayList(
      week.map((day) => text.days[day]),
      text,
    ),
    from: clock(from),
    to: clock(from + sessionMinutes),
  });
}
