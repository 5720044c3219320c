/**
 * The centre's first class, in 2011: the spec's timeline and the founder's story start there. The
 * site claims the spec's 'Hơn 5 năm', never a count of years from it
 * (docs/decisions.md#claims-in-the-specs-words).
 */
export const founded = { year: 2011 } as const;
