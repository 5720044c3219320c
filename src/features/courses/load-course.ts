import { notFound, redirect } from '@tanstack/react-router';
import { courseLinkOptions } from '@/content/courses/course-links';
import { getCourse } from '@/content/courses/course-queries';
import type { LocaleContext } from '@/seo/page-head';
import { courseHead } from './course-head';

type CourseRoute = ReturnType<typeof courseLinkOptions>['to'];

/**
 * Loads a course for a detail route, in the page's language (the root's context), with its page's
 * head, made here so that its words load with the page, not with every page's code: unknown ids are
 * not found, and a course reached under another type's path is sent to its own (e.g. a Cambridge
 * sub course at /khoa-hoc/{id}).
 */
export async function loadCourse(context: LocaleContext, id: string, route: CourseRoute) {
  const course = await getCourse(id, context.locale);
  if (!course) throw notFound();
  const canonical = courseLinkOptions(course);
  if (canonical.to !== route) throw redirect({ ...canonical, replace: true });
  return { course, head: await courseHead(context, course) };
}
