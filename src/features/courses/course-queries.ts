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

/** Where a course's page lives, by course type (SPEC section 2, header). */
export function coursePath(course: Pick<Course, 'id' | 'courseType'>): string {
  switch (course.courseType) {
    case 'Cambridge':
      return '/khoa-hoc/tieng-anh-cambridge';
    case 'Life':
      return `/khoa-hoc/ky-nang-song/${course.id}`;
    case 'Cambridge sub course':
      return `/khoa-hoc/tieng-anh-cambridge/${course.id}`;
    default:
      return `/khoa-hoc/${course.id}`;
  }
}
