import { listAllCourses } from '@/content/courses/course-queries';
import { levelCheckTranslation } from '@/content/level-check/level-check-translation';
import { textOf } from '@/i18n/use-text';
import { levelCheck } from '@/i18n/vi/level-check';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/kiem-tra-trinh-do';

/**
 * What /kiem-tra-trinh-do (and /en/level-check) needs, and its head, in the page's language: of a
 * course only what the result shows (its name, page and ages), as the page's HTML carries the
 * loader's data; on an English page, the questions' and levels' English words too (the Vietnamese
 * are the page's code).
 */
export async function loadLevelCheck(context: LocaleContext) {
  const [courses, translation] = await Promise.all([listAllCourses(context.locale), levelCheckTranslation(context.locale)]);
  const words = textOf(context, 'levelCheck', levelCheck).head;
  const head: PageHeadOptions = { title: words.title, description: words.description, path, image: 'cambridge', breadcrumbs: [{ name: words.breadcrumb, path }] };
  return { courses: courses.map(({ id, title, courseType, ages }) => ({ id, title, courseType, ages })), translation, head };
}
