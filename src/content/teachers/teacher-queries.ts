import { siteLocale, type Locale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { SelectionStep, Teacher } from './teacher.types';

// Imported when asked for (see course-queries.ts); English pages load its English words too.
const data = () => import('./teachers.data');
const english = () => import('./teachers.en');

export async function listTeachers(locale: Locale): Promise<readonly Teacher[]> {
  const { teachers } = await data();
  if (locale === siteLocale) return teachers;
  const { teacherTranslations } = await english();
  return teachers.map((teacher) => translate(teacher, teacherTranslations[teacher.id], `teachers[${teacher.id}]`));
}

/** How teachers are chosen and trained ('TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN'). */
export async function listTeacherSelectionSteps(locale: Locale): Promise<readonly SelectionStep[]> {
  const { selectionSteps } = await data();
  if (locale === siteLocale) return selectionSteps;
  return translate(selectionSteps, (await english()).selectionStepTranslations);
}
