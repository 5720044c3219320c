import { capitalizeWords } from '@/lib/capitalize-words';
import { courseLinkOptions } from './courses/course-links';
import type { Course } from './courses/course.types';
import { sitePages, type NavTarget } from './site-pages';

/** A course in the header's menu and the footer, or the page of them all. */
export interface CourseNavItem {
  id: string;
  title: string;
  target: NavTarget;
}

/** A line of the site search: a page or a course. */
export interface SearchEntry {
  id: string;
  label: string;
  description: string;
  target: NavTarget;
}

/** First in the course menus: every course and the finder by age. Current on that page only, not on a course's. */
const allCourses: CourseNavItem = {
  id: 'all',
  title: 'Tất cả khóa học',
  target: { to: '/khoa-hoc', activeOptions: { exact: true, includeSearch: false } },
};

/** Second in the course menus: every course's fees and times. */
const fees: CourseNavItem = { id: 'fees', title: 'Học phí và lịch học', target: { to: '/hoc-phi' } };

/**
 * The header's course menu and the footer's course list ('Tất cả khóa học', 'Học phí và lịch học',
 * then the top-level courses) and the search index (the site's pages, then every course).
 */
export function buildSiteNavigation(courses: readonly Course[], subCourses: readonly Course[]) {
  const toItem = (course: Course): CourseNavItem => ({
    id: course.id,
    title: capitalizeWords(course.title),
    target: courseLinkOptions(course),
  });
  const searchEntries: SearchEntry[] = [
    ...sitePages.flatMap(({ id, to, search }) => (search ? [{ id, ...search, target: { to } }] : [])),
    ...[...courses, ...subCourses].map((course) => ({
      id: `course-${course.id}`,
      label: capitalizeWords(course.title),
      description: ['Khóa học', course.age].filter(Boolean).join(' · '),
      target: courseLinkOptions(course),
    })),
  ];
  return { courses: [allCourses, fees, ...courses.map(toItem)], searchEntries };
}
