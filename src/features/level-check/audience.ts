/*
 * Who the level check's result speaks of. It speaks to the parent: in Vietnamese a young child is
 * 'bé', a pupil of secondary school (lớp 6, from 11) is 'con', as parents say; a teenager is never
 * 'bé' (the words: the `levelCheck` part's `result.child`, src/i18n/vi/level-check.ts).
 */

/** From 13 the result names only the exams teenagers sit (A2 Key, B1 Preliminary), not the children's Starters, Movers, Flyers. */
export const isTeenager = (age: number) => age >= 13;

/** The word for the child in the result's sentences: the young one's to 10, the older one's from 11. */
export const childWord = (age: number, words: { young: string; older: string }) => (age >= 11 ? words.older : words.young);
