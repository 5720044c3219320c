import { courses } from './catalogue';
import type { Course } from './course.types';

/*
 * Catalogue queries. They read the static catalogue today but return Promises, so a backend call
 * can replace them later without touching the callers.
 */

export async function getCourse(id: string): Promise<Course | undefined> {
  return courses.find((course) => course.id === id);
}

/** Every course of the catalogue, sub courses included, in catalogue order. */
export async function listAllCourses(): Promise<Course[]> {
  return [...courses];
}

/** Every course except the sub courses (which are listed under their parent programme). */
export async function listCourses(): Promise<Course[]> {
  return courses.filter((course) => !course.courseType.includes('sub course'));
}

export async function listCambridgeSubCourses(): Promise<Course[]> {
  return courses.filter((course) => course.courseType === 'Cambridge sub course');
}
