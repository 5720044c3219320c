import type { ClassTime, Weekday } from './course.types';

/** Day names as the centre writes them ('Thứ Hai - Chủ Nhật' in the footer). */
const dayNames: Record<Weekday, string> = {
  1: 'Thứ Hai',
  2: 'Thứ Ba',
  3: 'Thứ Tư',
  4: 'Thứ Năm',
  5: 'Thứ Sáu',
  6: 'Thứ Bảy',
  0: 'Chủ Nhật',
};

/** '17:45' → minutes since midnight. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes since midnight → '8:00', '17:45' (no leading zero, as signs write it). */
const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** When a class meets, for a session of `sessionMinutes`: 'Thứ Hai, Thứ Tư: 17:45 - 19:15', the week from Monday. */
export function classTimeText({ days, start }: ClassTime, sessionMinutes: number): string {
  const week = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const from = minutesOfDay(start);
  return `${week.map((day) => dayNames[day]).join(', ')}: ${clock(from)} - ${clock(from + sessionMinutes)}`;
}
