import { classTimeText } from './class-times';
import { nextOpenings } from './course-openings';
import type { CourseClass, CourseFees } from '@/content/courses/course.types';
import { termWeeks } from '@/content/courses/term';
import { fill } from '@/i18n/fill';
import type { Locale } from '@/i18n/locale';
import type { UiText } from '@/i18n/ui-text';
import { buildDate } from '@/lib/build-date';
import { formatDate } from '@/lib/format-date';
import { formatVnd } from '@/lib/format-vnd';
import type { Fact } from './FactList';

/** How many of a course's next openings the site shows. */
const shownOpenings = 2;

/** The page's words (the `courses` part) and language, which the facts are written in. */
export interface FactWords {
  text: UiText['courses'];
  locale: Locale;
}

/** A class's fee, sessions and size; its times too, unless the layout leaves them to the course's page. */
export function classFacts(courseClass: CourseClass, { text, locale }: FactWords, { withTimes = true } = {}): Fact[] {
  const { feePerTerm, feePerMonth, sessionsPerWeek, sessionMinutes, maxClassSize, times } = courseClass;
  const words = text.fees;
  const perTerm = fill(words.perTerm, { fee: formatVnd(feePerTerm, locale), sessions: sessionsPerWeek * termWeeks });
  const schedule = sessionsPerWeek === 1 ? words.sessionsPerWeek.one : words.sessionsPerWeek.other;
  return [
    { label: words.fee, value: feePerMonth ? [perTerm, fill(words.perMonth, { fee: formatVnd(feePerMonth, locale) })] : perTerm },
    { label: words.sessions, value: fill(schedule, { sessions: sessionsPerWeek, minutes: sessionMinutes }) },
    ...(withTimes ? [{ label: words.times, value: times.map((time) => classTimeText(time, sessionMinutes, text.classTimes)) }] : []),
    { label: words.classSize, value: fill(words.maxClassSize, { size: maxClassSize }) },
  ];
}

/** What the fee covers and what it does not, said outright even when there is nothing else to pay. */
export function costFacts({ included, notIncluded }: CourseFees, { text }: FactWords): Fact[] {
  return [
    { label: text.fees.included, value: included },
    { label: text.fees.notIncluded, value: notIncluded.length > 0 ? notIncluded : text.fees.nothingElse },
  ];
}

/** The next openings, counted from the day of the build (docs/decisions.md#fees-and-timetable). */
export function openingFact({ openingMonths }: CourseFees, { text, locale }: FactWords): Fact {
  const dates = nextOpenings(openingMonths, buildDate, shownOpenings).map((date) => formatDate(date, locale));
  return { label: text.fees.openings, value: dates.join(text.fees.and) };
}
