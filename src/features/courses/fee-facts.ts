import { classTimeText } from '@/content/courses/class-times';
import { nextOpenings } from '@/content/courses/course-openings';
import type { CourseClass, CourseFees } from '@/content/courses/course.types';
import { termWeeks } from '@/content/courses/term';
import { buildDate } from '@/lib/build-date';
import { formatDate } from '@/lib/format-date';
import { formatVnd } from '@/lib/format-vnd';
import type { Fact } from './FactList';

/** How many of a course's next openings the site shows. */
const shownOpenings = 2;

/** A class's fee, sessions and size; its times too, unless the layout leaves them to the course's page. */
export function classFacts(courseClass: CourseClass, { withTimes = true } = {}): Fact[] {
  const { feePerTerm, feePerMonth, sessionsPerWeek, sessionMinutes, maxClassSize, times } = courseClass;
  const perTerm = `${formatVnd(feePerTerm, 'vi')} / học kỳ (${sessionsPerWeek * termWeeks} buổi)`;
  return [
    { label: 'Học phí', value: feePerMonth ? [perTerm, `hoặc ${formatVnd(feePerMonth, 'vi')} / tháng`] : perTerm },
    { label: 'Lịch học', value: `${sessionsPerWeek} buổi/tuần, ${sessionMinutes} phút/buổi` },
    ...(withTimes ? [{ label: 'Giờ học', value: times.map((time) => classTimeText(time, sessionMinutes)) }] : []),
    { label: 'Sĩ số', value: `Tối đa ${maxClassSize} học viên` },
  ];
}

/** What the fee covers and what it does not, said outright even when there is nothing else to pay. */
export function costFacts({ included, notIncluded }: CourseFees): Fact[] {
  return [
    { label: 'Đã gồm', value: included },
    { label: 'Chưa gồm', value: notIncluded.length > 0 ? notIncluded : 'Không có khoản nào khác' },
  ];
}

/** The next openings, counted from the day of the build (docs/decisions.md#fees-and-timetable). */
export function openingFact({ openingMonths }: CourseFees): Fact {
  const dates = nextOpenings(openingMonths, buildDate, shownOpenings).map((date) => formatDate(date, 'vi'));
  return { label: 'Khai giảng lớp mới', value: dates.join(' và ') };
}
