/**
 * The centre's first class, in September 2011 (the about page's timeline and the founder's story
 * start there; the centre was licensed in 2020). Every "N năm" the site and the brochure claim
 * follows from it.
 */
export const founded = { year: 2011, month: 9 } as const;

/** Whole years from the first class to `date`: 15 from September 2026, 16 from September 2027. */
export function yearsSinceFounding(date: Date): number {
  const months = (date.getUTCFullYear() - founded.year) * 12 + date.getUTCMonth() + 1 - founded.month;
  return Math.floor(months / 12);
}
