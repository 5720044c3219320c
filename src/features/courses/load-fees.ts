import { courseGroups } from '@/content/courses/course-finder';
import { listAllCourses } from '@/content/courses/course-queries';
import type { Locale } from '@/i18n/locale';
import type { PageHeadOptions } from '@/seo/page-head';

const head: PageHeadOptions = {
  title: 'Học phí và lịch học',
  description:
    'Học phí từng khóa của Mặt Trời Nhỏ theo học kỳ hoặc theo tháng, giờ học tối trong tuần và sáng cuối tuần, sĩ số, ưu đãi, học bù và hoàn phí.',
  path: '/hoc-phi',
  image: 'home',
  breadcrumbs: [{ name: 'Học phí', path: '/hoc-phi' }],
};

/**
 * What /hoc-phi shows: every course a child can join, with its fees, grouped as the course finder
 * groups them, and the page's head, made here so that its words load with the page, not with every
 * page's code. Only what the page shows of a course is kept: a prerendered page carries its data in its HTML.
 */
export async function loadFees(locale: Locale) {
  const courses = (await listAllCourses(locale)).flatMap(({ id, courseType, title, age, ages, fees }) =>
    fees ? [{ id, courseType, title, age, ages, fees }] : [],
  );
  return { groups: courseGroups(courses), head };
}

export type FeesData = Awaited<ReturnType<typeof loadFees>>;
export type FeesCourse = FeesData['groups'][number]['courses'][number];
