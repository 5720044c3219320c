import { notFound } from '@tanstack/react-router';
import { ageLabel, courseGroups, finderAgePath, learnerOfAge, parseFinderAge, schoolYear } from '@/content/courses/course-finder';
import { listAllCourses } from '@/content/courses/course-queries';
import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';
import { wordsIn } from '@/i18n/translated-text';
import { courses as coursesText } from '@/i18n/vi/courses';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

/**
 * What /khoa-hoc and /khoa-hoc/theo-tuoi/{age} show: the courses for the age (all without one),
 * grouped, and the page's head, made here so that its words load with the page, not with every
 * page's code. Only what a card shows is kept: a prerendered page carries its data in its HTML.
 * An age the finder does not offer ('2', '08', 'tam') is not found. In the page's language (the root's context).
 */
export async function loadCourseFinder(context: LocaleContext, ageParam?: string) {
  const age = ageParam === undefined ? undefined : parseFinderAge(ageParam);
  if (ageParam !== undefined && age === undefined) throw notFound();
  const courses = (await listAllCourses(context.locale)).map(({ id, courseType, title, age, ages, image, color }) => ({ id, courseType, title, age, ages, image, color }));
  const groups = courseGroups(courses, age);
  const text = await wordsIn(context.locale, 'courses', coursesText);
  return { age, groups, head: finderHead(text, age, groups.flatMap((group) => group.courses.map((course) => course.title))) };
}

export type CourseFinderData = Awaited<ReturnType<typeof loadCourseFinder>>;

/** Every course's page, or one age's (each its own canonical page). */
function finderHead(text: UiText['courses'], age: number | undefined, titles: string[]): PageHeadOptions {
  const allCourses = { name: text.coursesPage.allTitle, path: '/khoa-hoc' };
  if (age === undefined) {
    return {
      title: allCourses.name,
      description: text.coursesPage.allDescription,
      path: allCourses.path,
      image: 'home',
      breadcrumbs: [allCourses],
    };
  }
  const path = finderAgePath(age);
  const learner = learnerOfAge(age, text.finder);
  return {
    title: fill(text.coursesPage.ageTitle, { learner }),
    description: fill(text.coursesPage.ageDescription, { learner, year: schoolYear(age, text.finder), titles: titles.join(', ') }),
    path,
    image: 'home',
    breadcrumbs: [allCourses, { name: ageLabel(age, text.finder), path }],
  };
}
