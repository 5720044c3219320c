/**
 * The ages the check takes, 4 to 16: those its question sets are written for (a content test holds
 * the sets to it). A younger child is sent to the course finder, an older learner to the free level
 * test at the centre (docs/level-check.md#who-takes-it). Light, for the pages that offer the check.
 */
export const levelCheckAges: readonly number[] = Array.from({ length: 13 }, (_, index) => index + 4);
