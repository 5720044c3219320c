/** The ages a parent can choose: the level check has questions for each. */
export const childAges = Array.from({ length: 13 }, (_, index) => index + 4);

/** The school year a child of this age is usually in, as Vietnamese parents say it ('mẫu giáo', 'lớp 3'). */
export function schoolYear(age: number): string {
  if (age < 6) return 'mẫu giáo';
  return `lớp ${Math.min(age - 5, 12)}`;
}
