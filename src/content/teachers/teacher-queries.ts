import type { SelectionStep, Teacher } from './teacher.types';

// Imported when asked for (see course-queries.ts).
const data = () => import('./teachers.data');

export async function listTeachers(): Promise<readonly Teacher[]> {
  return (await data()).teachers;
}

/** How teachers are chosen and trained ('TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN'). */
export async function listTeacherSelectionSteps(): Promise<readonly SelectionStep[]> {
  return (await data()).selectionSteps;
}
