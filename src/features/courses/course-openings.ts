/*
 * When a course's new classes open (docs/decisions.md#fees-and-timetable): on the first Monday of
 * each of its opening months, counted from a given day, the day of the build on the site, so that
 * the dates never lie in the past of the build that shows them.
 */

/** The first Monday of a month, as 'YYYY-MM-DD'. */
function firstMonday(year: number, month: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  first.setUTCDate(1 + ((8 - first.getUTCDay()) % 7));
  return first.toISOString().slice(0, 10);
}

/** The next `count` openings on or after the day `from` ('YYYY-MM-DD' each), soonest first. */
export function nextOpenings(openingMonths: readonly number[], from: Date, count: number): string[] {
  const months = [...openingMonths].sort((a, b) => a - b);
  const day = from.toISOString().slice(0, 10);
  const openings: string[] = [];
  for (let year = from.getUTCFullYear(); months.length > 0 && openings.length < count; year += 1) {
    for (const month of months) {
      const opening = firstMonday(year, month);
      if (opening >= day && openings.length < count) openings.push(opening);
    }
  }
  return openings;
}
