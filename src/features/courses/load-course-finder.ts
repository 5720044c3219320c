import { notFound } from '@tanstack/react-router';
import { ageLabel, courseGroups, finderAgePath, learnerOfAge, parseFinderAge, schoolYear } from '@/content/courses/course-finder';
import { listAllCourses } from '@/content/courses/course-queries';
import type { Locale } from '@/i18n/locale';
import type { PageHeadOptions } from '@/seo/page-head';

const allCourses = { name: 'Tất cả khóa học', path: '/khoa-hoc' };

/**
 * What /khoa-hoc and /khoa-hoc/theo-tuoi/{age} show: the courses for the age (all without one),
 * grouped, and the page's head, made here so that its words load with the page, not with every
 * page's code. Only what a card shows is kept: a prerendered page carries its data in its HTML.
 * An age the finder does not offer ('2', '08', 'tam') is not found.
 */
export async function loadCourseFinder(locale: Locale, ageParam?: string) {
  const age = ageParam === undefined ? undefined : parseFinderAge(ageParam);
  if (ageParam !== undefined && age === undefined) throw notFound();
  const courses = (await listAllCourses(locale)).map(({ id, courseType, title, age, ages, image, color }) => ({ id, courseType, title, age, ages, image, color }));
  const groups = courseGroups(courses, age);
  return { age, groups, head: finderHead(age, groups.flatMap((group) => group.courses.map((course) => course.title))) };
}

export type CourseFinderData = Awaited<ReturnType<typeof loadCourseFinder>>;

/** Every course's page, or one age's (each its own canonical page). */
function finderHead(age: number | undefined, titles: string[]): PageHeadOptions {
  if (age === undefined) {
    return {
      title: allCourses.name,
      description:
        'Mọi khóa học của Mặt Trời Nhỏ: Kỹ năng sống 5 - 12 tuổi, Tiếng Anh Cambridge từ mầm non đến THPT, Tiếng Anh giao tiếp. Tìm khóa học theo tuổi của bé.',
      path: allCourses.path,
      image: 'home',
      breadcrumbs: [allCourses],
    };
  }
  const path = finderAgePath(age);
  return {
    title: `Khóa học cho ${learnerOfAge(age)}`,
    description: `Các khóa học phù hợp với ${learnerOfAge(age)} (${schoolYear(age)}) tại Mặt Trời Nhỏ: ${titles.join(', ')}. Kiểm tra trình độ miễn phí.`,
    path,
    image: 'home',
    breadcrumbs: [allCourses, { name: ageLabel(age), path }],
  };
}
