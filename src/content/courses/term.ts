/*
 * How the centre counts a term and a month of classes (docs/decisions.md#fees-and-timetable): every
 * fee in the catalogue is for one of them. Apart from the rules on fees (fee-policies.ts), whose text
 * loads with /hoc-phi only.
 */

/** Weeks of classes in a term; holiday and Tết weeks are not counted. */
export const termWeeks = 12;
/** Weeks a monthly fee pays for: a term is three months. */
export const monthWeeks = 4;
