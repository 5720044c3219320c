import type { CourseNavItem } from '@/components/layout/nav-types';
import type { SearchEntry } from '@/components/layout/SiteSearch';
import { capitalizeWords } from '@/lib/capitalize-words';
import { courseLinkOptions } from './course-links';
import type { Course } from './course.types';

const pages: SearchEntry[] = [
  { id: 'home', label: 'Trang chủ', description: 'Giới thiệu chung, chương trình học, giáo viên, tin tức', target: { to: '/' } },
  { id: 'about', label: 'Giới Thiệu', description: 'Lịch sử, tầm nhìn, sứ mệnh và giá trị cốt lõi của trung tâm', target: { to: '/gioi-thieu' } },
  { id: 'students', label: 'Học viên', description: 'Thành tích và cảm nhận của học viên', target: { to: '/hoc-vien' } },
  { id: 'teachers', label: 'Giáo viên', description: 'Đội ngũ giáo viên đạt chuẩn Cambridge', target: { to: '/giao-vien' } },
  { id: 'news', label: 'Tin Tức', description: 'Tin tức, sự kiện và hoạt động của trung tâm', target: { to: '/tin-tuc' } },
];

/** The header's course menu (top-level courses) and the search index (every page and course). */
export function buildSiteNavigation(courses: Course[], subCourses: Course[]) {
  const toItem = (course: Course): CourseNavItem => ({
    id: course.id,
    title: capitalizeWords(course.title),
    target: courseLinkOptions(course),
  });
  const searchEntries: SearchEntry[] = [
    ...pages,
    ...[...courses, ...subCourses].map((course) => ({
      id: `course-${course.id}`,
      label: capitalizeWords(course.title),
      description: ['Khóa học', course.age].filter(Boolean).join(' · '),
      target: courseLinkOptions(course),
    })),
  ];
  return { courses: courses.map(toItem), searchEntries };
}
