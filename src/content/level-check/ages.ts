/**
 * The ages the check takes, 4 to 16: those its question sets are written for (a content test holds
 * the sets to it). A younger child is sent to the course finder, an older learner to the free level
 * test at the centre (docs/level-check.md#who-takes-it). Light, for the pages that offer the check.
 */
export const levelCheckAges: readonly number[] = Array.from({ length: 13 }, (_, index) => index + 4);

/**
 * The grade of a child of `age`, as Vietnamese schools and parents count it: the age is the one the
 * child turns in the year the school year begins, lớp 1 at 6, lớp 9 at 14, lớp 10 at 15
 * (docs/level-check.md#ages-and-grades). 0 and below: preschool. The course finder and the check
 * both read it, so an age has one grade everywhere.
 */
export const schoolGrade = (age: number) => age - 5;
