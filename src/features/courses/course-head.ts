import { metaDescription, organization, siteUrl, type LocaleContext, type PageHeadOptions } from '@/seo/page-head';
import { coursePath } from '@/content/courses/course-links';
import { courseTitle } from '@/lib/course-title';
import type { Course } from '@/content/courses/course.types';
import { localizedPath } from '@/i18n/locale';
import { wordsIn } from '@/i18n/translated-text';
import { courses as coursesText } from '@/i18n/vi/courses';

/** A course page's head (made by its loader, load-course.ts): its title and summary, its share picture, and schema.org's Course. */
export async function courseHead(context: LocaleContext, course: Course): Promise<PageHeadOptions> {
  const title = courseTitle(course.title, context.locale);
  const path = coursePath(course);
  const description = metaDescription(course.about);
  const cambridgeProgramme = { name: (await wordsIn(context.locale, 'courses', coursesText)).cambridge.title, path: '/khoa-hoc/tieng-anh-cambridge' };
  const { '@id': providerId, name, url } = organization(context);
  return {
    title,
    description,
    path,
    image: `course-${course.id}`,
    breadcrumbs: [...(course.courseType === 'Cambridge sub course' ? [cambridgeProgramme] : []), { name: title, path }],
    structuredData: [
      {
        '@type': 'Course',
        name: title,
        description,
        // This page's address, in its language.
        url: siteUrl(localizedPath(path, context.locale)),
        // The language of this description of the course, the page's: it was 'vi' for every course,
        // English ones taught in English included, so it never meant the language a course is taught in.
        inLanguage: context.locale,
        provider: { '@type': 'EducationalOrganization', '@id': providerId, name, url },
      },
    ],
  };
}
