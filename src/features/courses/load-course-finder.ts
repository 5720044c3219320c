import { notFound } from '@tanstack/react-router';
import { courseGroups, finderAgePath, parseFinderAge, schoolYear } from '@/content/courses/course-finder';
import { listAllCourses } from '@/content/courses/course-queries';
import { notFoundHead, pageHead } from '@/seo/page-head';

/**
 * What /khoa-hoc and /khoa-hoc/theo-tuoi/{age} show: the courses for the age (all without one),
 * grouped. Only what a card shows is kept: a prerendered page carries its data in its HTML.
 * An age the finder does not offer ('3', '08', 'tam') is not found.
 */
export async function loadCourseFinder(ageParam?: string) {
  const age = ageParam === undefined ? undefined : parseFinderAge(ageParam);
  if (ageParam !== undefined && age === undefined) throw notFound();
  const courses = (await listAllCourses()).map(({ id, courseType, title, age, ages, image, color }) => ({ id, courseType, title, age, ages, image, color }));
  return { age, groups: courseGroups(courses, age) };
}

export type CourseFinderData = Awaited<ReturnType<typeof loadCourseFinder>>;

const allCourses = { name: 'Tất cả khóa học', path: '/khoa-hoc' };

/** The head of the page of every course, or of one age's courses (each its own canonical page). */
export function courseFinderHead(data: CourseFinderData | undefined) {
  if (!data) return notFoundHead();
  const { age, groups } = data;
  if (age === undefined) {
    return pageHead({
      title: allCourses.name,
      description:
        'Mọi khóa học của Mặt Trời Nhỏ: Kỹ năng sống 5 - 12 tuổi, Tiếng Anh Cambridge từ mầm non đến THPT, Tiếng Anh giao tiếp. Tìm khóa học theo tuổi của bé.',
      path: allCourses.path,
      image: 'home',
      breadcrumbs: [allCourses],
    });
  }
  const path = finderAgePath(age);
  const titles = groups.flatMap((group) => group.courses.map((course) => course.title));
  return pageHead({
    title: `Khóa học cho bé ${age} tuổi`,
    description: `Các khóa học phù hợp với bé ${age} tuổi (${schoolYear(age)}) tại Mặt Trời Nhỏ: ${titles.join(', ')}. Kiểm tra trình độ tiếng Anh miễn phí.`,
    path,
    image: 'home',
    breadcrumbs: [allCourses, { name: `${age} tuổi`, path }],
  });
}
