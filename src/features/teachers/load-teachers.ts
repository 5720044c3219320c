import { listTeacherSelectionSteps, listTeachers } from '@/content/teachers/teacher-queries';
import { wordsIn } from '@/i18n/translated-text';
import { teachers as teachersText } from '@/i18n/vi/teachers';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/giao-vien';

/** What /giao-vien (and /en/teachers) shows, and its head, in the page's language. */
export async function loadTeachers(context: LocaleContext) {
  const [teachers, selectionSteps] = await Promise.all([listTeachers(context.locale), listTeacherSelectionSteps(context.locale)]);
  const { title, description } = (await wordsIn(context.locale, 'teachers', teachersText)).head;
  const head: PageHeadOptions = { title, description, path, image: 'teachers', breadcrumbs: [{ name: title, path }] };
  return { teachers, selectionSteps, head };
}
