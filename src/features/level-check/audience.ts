/*
 * Who the level check's result speaks of. It speaks to the parent, of the child as
 * src/i18n/child-word.ts says (the words: the `levelCheck` part's `result.child`).
 */

/** 4 and 5: a preschooler, who builds the foundations for Pre A1 Starters, the first exam of primary age (never named as reached). */
export const isPreschooler = (age: number) => age < 6;

/** From 13 the result names only the exams teenagers sit (A2 Key, B1 Preliminary), not the children's Starters, Movers, Flyers. */
export const isTeenager = (age: number) => age >= 13;
