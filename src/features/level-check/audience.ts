/*
 * Who the level check's result speaks of. It speaks to the parent, of the child as
 * src/i18n/child-word.ts says (the words: the `levelCheck` part's `result.child`).
 */

/** From 13 the result names only the exams teenagers sit (A2 Key, B1 Preliminary), not the children's Starters, Movers, Flyers. */
export const isTeenager = (age: number) => age >= 13;

