import { listAllCourses } from '@/content/courses/course-queries';
import { wordsIn } from '@/i18n/translated-text';
import { levelCheck } from '@/i18n/vi/level-check';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';
import { loadLevelCheckTranslation } from './level-check-translation';

const path = '/kiem-tra-trinh-do';

/**
 * What /kiem-tra-trinh-do (and /en/level-check) needs, and its head, in the page's language: of a
 * course only what the result shows (its name, page and ages), as the page's HTML carries the
 * loader's data. On an English page the questions' and levels' English words are loaded here, not
 * returned: the page reads them from their chunk (level-check-translation.ts).
 */
export async function loadLevelCheck(context: LocaleContext) {
  const [courses] = await Promise.all([listAllCourses(context.locale), loadLevelCheckTranslation(context.locale)]);
  const words = (await wordsIn(context.locale, 'levelCheck', levelCheck)).head;
  const head: PageHeadOptions = { title: words.title, description: words.description, path, image: 'cambridge', breadcrumbs: [{ name: words.breadcrumb, path }] };
  return { courses: courses.map(({ id, title, courseType, ages }) => ({ id, title, courseType, ages })), head };
}
