import type { SelectionStep, Teacher } from './teacher.types';

// Imported when asked for: a prerendered page carries the data it shows (in its HTML and the
// router's state), so its first load needs none of this; a visit that starts elsewhere loads it.
const data = () => import('./teachers.data');

export async function listTeachers(): Promise<readonly Teacher[]> {
  return (await data()).teachers;
}

/** How teachers are chosen and trained ('TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN'). */
export async function listTeacherSelectionSteps(): Promise<readonly SelectionStep[]> {
  return (await data()).selectionSteps;
}
