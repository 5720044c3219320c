import type { Locale } from '@/i18n/locale';
import type { UiText } from '@/i18n/ui-text';
import { courseTitle } from '@/lib/course-title';
import { courseLinkOptions } from './courses/course-links';
import type { Course } from './courses/course.types';
import { searchPages, type NavTarget } from './site-pages';

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

/** The page's language and the shell part's words in it (`wordsIn(locale, 'shell', shell)`). */
export interface NavigationLanguage {
  locale: Locale;
  words: UiText['shell'];
}

/**
 * The header's course menu and the footer's course list ('Tất cả khóa học', 'Học phí và lịch học',
 * then the top-level courses) and the search index (the site's pages, then every course), in the
 * page's language. Vietnamese course titles have a capital on every word; English ones are as written.
 */
export function buildSiteNavigation(courses: readonly Course[], subCourses: readonly Course[], { locale, words }: NavigationLanguage) {
  const titleOf = (course: Course) => courseTitle(course.title, locale);
  // First in the course menus: every course and the finder by age, current on that page only, not
  // on a course's; then every course's fees and times.
  const allCourses: CourseNavItem = {
    id: 'all',
    title: words.menu.allCourses,
    target: { to: '/khoa-hoc', activeOptions: { exact: true, includeSearch: false } },
  };
  const fees: CourseNavItem = { id: 'fees', title: words.menu.fees, target: { to: '/hoc-phi' } };
  const toItem = (course: Course): CourseNavItem => ({
    id: course.id,
    title: titleOf(course),
    target: courseLinkOptions(course),
  });
  const searchEntries: SearchEntry[] = [
    ...searchPages.map(({ id, to }) => ({ id, ...words.pages.search[id], target: { to } })),
    ...[...courses, ...subCourses].map((course) => ({
      id: `course-${course.id}`,
      label: titleOf(course),
      description: [words.search.course, course.age].filter(Boolean).join(' · '),
      target: courseLinkOptions(course),
    })),
  ];
  return { courses: [allCourses, fees, ...courses.map(toItem)], searchEntries };
}
