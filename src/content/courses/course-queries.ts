import { siteLocale, type Locale, type TranslatedLocale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { Course } from './course.types';

// Each translated locale's words for it, loaded for that language's pages only.
const twins = { en: () => import('./catalogue.en') } satisfies Record<TranslatedLocale, unknown>;

/*
 * Catalogue queries. They read the static catalogue today but return Promises, so a backend call
 * can replace them later without touching the callers.
 */

// Imported when asked for: a prerendered page carries the data it shows (in its HTML and the
// router's state), so its first load needs none of this; a visit that starts elsewhere loads it.
// English pages load the catalogue's English words too (catalogue.en.ts), Vietnamese pages never.
const catalogueModule = () => import('./catalogue');
async function catalogue(locale: Locale): Promise<readonly Course[]> {
  const { courses } = await catalogueModule();
  if (locale === siteLocale) return courses;
  const { courseTranslations } = await twins[locale]();
  return courses.map((course) => translate(course, courseTranslations[course.id], `courses[${course.id}]`));
}

export async function getCourse(id: string, locale: Locale): Promise<Course | undefined> {
  return (await catalogue(locale)).find((course) => course.id === id);
}

/** Every course of the catalogue, sub courses included, in catalogue order. */
export async function listAllCourses(locale: Locale): Promise<Course[]> {
  return [...(await catalogue(locale))];
}

/** Every course except the sub courses (which are listed under their parent programme). */
export async function listCourses(locale: Locale): Promise<Course[]> {
  return (await catalogue(locale)).filter((course) => !course.courseType.includes('sub course'));
}

export async function listCambridgeSubCourses(locale: Locale): Promise<Course[]> {
  return (await catalogue(locale)).filter((course) => course.courseType === 'Cambridge sub course');
}
