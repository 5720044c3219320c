import { notFound, redirect } from '@tanstack/react-router';
import { courseLinkOptions } from '@/content/courses/course-links';
import { getCourse } from '@/content/courses/course-queries';
import type { Locale } from '@/i18n/locale';

type CourseRoute = ReturnType<typeof courseLinkOptions>['to'];

/**
 * Loads a course for a detail route: unknown ids are not found, and a course reached under
 * another type's path is sent to its own (e.g. a Cambridge sub course at /khoa-hoc/{id}).
 */
export async function loadCourse(locale: Locale, id: string, route: CourseRoute) {
  const course = await getCourse(id, locale);
  if (!course) throw notFound();
  const canonical = courseLinkOptions(course);
  if (canonical.to !== route) throw redirect({ ...canonical, replace: true });
  return course;
}
