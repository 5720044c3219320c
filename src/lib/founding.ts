/**
 * The centre's first class, in 2011: the spec's timeline and the founder's story start there. The
 * site claims the spec's 'Hơn 5 năm', not a count from it (docs/decisions.md#claims-in-the-specs-words);
 * only the brochure (scripts/brochure, to be reprinted) still counts years from it, hence the month.
 */
export const founded = { year: 2011, month: 9 } as const;

/** Whole years from the first class to `date`: 15 from September 2026, 16 from September 2027. */
export function yearsSinceFounding(date: Date): number {
  const months = (date.getUTCFullYear() - founded.year) * 12 + date.getUTCMonth() + 1 - founded.month;
  return Math.floor(months / 12);
}
