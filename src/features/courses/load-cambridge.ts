import { listCambridgeSubCourses } from '@/content/courses/course-queries';
import { listHonouredStudents } from '@/content/students/student-queries';
import { wordsIn } from '@/i18n/translated-text';
import { courses as coursesText } from '@/i18n/vi/courses';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/khoa-hoc/tieng-anh-cambridge';

/** What /khoa-hoc/tieng-anh-cambridge (and /en/courses/cambridge-english) shows, and its head, in the page's language. */
export async function loadCambridge(context: LocaleContext) {
  const [courses, students] = await Promise.all([listCambridgeSubCourses(context.locale), listHonouredStudents(context.locale)]);
  const { title, description } = (await wordsIn(context.locale, 'courses', coursesText)).cambridge;
  const head: PageHeadOptions = { title, description, path, image: 'cambridge', breadcrumbs: [{ name: title, path }] };
  return { courses, students, head };
}
