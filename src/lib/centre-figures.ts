/*
 * The figures of the centre's practice that pages state in their sentences, each read from here in
 * both languages. Where each comes from (the spec, the centre, or a sample written for the demo) is
 * in src/content/facts/business-facts.ts, which `npm run launch-check` reads; this file stays small, for the pages.
 */

/** Open every day, these hours (24-hour clock). */
export const openingHours = { opens: '08:00', closes: '21:00' } as const;

/** An adviser calls back a registration within this many hours. */
export const callBackHours = 24;

/** The free level test at the centre takes about this many minutes. */
export const levelTestMinutes = 30;

/** A new teacher's training before taking a class of their own, in hours. */
export const newTeacherTrainingHours = 40;

/** The year the Department of Education and Training licensed the centre. */
export const licenceYear = 2020;

/** A term paid at once costs this much less than its months paid one by one. */
export const termPaidAtOnceDiscount = 0.05;

/** Off the fee of each brother or sister after the first who studies at the centre. */
export const siblingDiscount = 0.05;
