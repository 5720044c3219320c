import { courseGroups } from '@/content/courses/course-finder';
import { listAllCourses } from '@/content/courses/course-queries';
import { listFeePolicies } from '@/content/courses/fee-policies';
import { wordsIn } from '@/i18n/translated-text';
import { courses as coursesText } from '@/i18n/vi/courses';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

/**
 * What /hoc-phi shows: every course a child can join, with its fees, grouped as the course finder
 * groups them, the centre's rules on fees, and the page's head, made here so that its words load
 * with the page, not with every page's code. Only what the page shows of a course is kept: a
 * prerendered page carries its data in its HTML. In the page's language (the root's context).
 */
export async function loadFees(context: LocaleContext) {
  const [allCourses, policies] = await Promise.all([listAllCourses(context.locale), listFeePolicies(context.locale)]);
  const courses = allCourses.flatMap(({ id, courseType, title, age, ages, fees }) => (fees ? [{ id, courseType, title, age, ages, fees }] : []));
  const text = (await wordsIn(context.locale, 'courses', coursesText)).feesPage;
  const head: PageHeadOptions = {
    title: text.title,
    description: text.description,
    path: '/hoc-phi',
    image: 'home',
    breadcrumbs: [{ name: text.breadcrumb, path: '/hoc-phi' }],
  };
  return { groups: courseGroups(courses), policies, head };
}

export type FeesData = Awaited<ReturnType<typeof loadFees>>;
export type FeesCourse = FeesData['groups'][number]['courses'][number];
