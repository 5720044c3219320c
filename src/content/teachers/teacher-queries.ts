import type { SelectionStep, Teacher } from './teacher.types';
import { selectionSteps, teachers } from './teachers.data';

export async function listTeachers(): Promise<readonly Teacher[]> {
  return teachers;
}

/** How teachers are chosen and trained ('TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN'). */
export async function listTeacherSelectionSteps(): Promise<readonly SelectionStep[]> {
  return selectionSteps;
}
