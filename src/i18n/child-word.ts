/**
 * The word for a child, by age, where a page speaks to the parent of them: in Vietnamese a young
 * child is 'bé', a pupil of secondary school (lớp 6, from 11) is 'con', as parents say; a teenager
 * is never 'bé'. `words` are a part's (the level check's result, the registration form's note).
 */
export const childWord = (age: number, words: { young: string; older: string }) => (age >= 11 ? words.older : words.young);
