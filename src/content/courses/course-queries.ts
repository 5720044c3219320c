import type { Course } from './course.types';

/*
 * Catalogue queries. They read the static catalogue today but return Promises, so a backend call
 * can replace them later without touching the callers.
 */

// Imported when asked for: a prerendered page carries the data it shows (in its HTML and the
// router's state), so its first load needs none of this; a visit that starts elsewhere loads it.
const catalogueModule = () => import('./catalogue');
const catalogue = async () => (await catalogueModule()).courses;

export async function getCourse(id: string): Promise<Course | undefined> {
  return (await catalogue()).find((course) => course.id === id);
}

/** Every course of the catalogue, sub courses included, in catalogue order. */
export async function listAllCourses(): Promise<Course[]> {
  return [...(await catalogue())];
}

/** Every course except the sub courses (which are listed under their parent programme). */
export async function listCourses(): Promise<Course[]> {
  return (await catalogue()).filter((course) => !course.courseType.includes('sub course'));
}

export async function listCambridgeSubCourses(): Promise<Course[]> {
  return (await catalogue()).filter((course) => course.courseType === 'Cambridge sub course');
}
