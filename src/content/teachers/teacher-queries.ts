import { siteLocale, type Locale, type TranslatedLocale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { SelectionStep, Teacher } from './teacher.types';

// Imported when asked for (see course-queries.ts).
const data = () => import('./teachers.data');
// Each translated locale's words for it, loaded for that language's pages only.
const twins = { en: () => import('./teachers.en') } satisfies Record<TranslatedLocale, unknown>;

export async function listTeachers(locale: Locale): Promise<readonly Teacher[]> {
  const { teachers } = await data();
  if (locale === siteLocale) return teachers;
  const { teacherTranslations } = await twins[locale]();
  return teachers.map((teacher) => translate(teacher, teacherTranslations[teacher.id], `teachers[${teacher.id}]`));
}

/** How teachers are chosen and trained ('TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN'). */
export async function listTeacherSelectionSteps(locale: Locale): Promise<readonly SelectionStep[]> {
  const { selectionSteps } = await data();
  if (locale === siteLocale) return selectionSteps;
  return translate(selectionSteps, (await twins[locale]()).selectionStepTranslations);
}
