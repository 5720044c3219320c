import { capitalizeWords } from '@/lib/capitalize-words';
import { metaDescription, notFoundHead, organization, pageHead, type Breadcrumb, type LocaleContext } from '@/seo/page-head';
import { coursePath } from '@/content/courses/course-links';
import type { Course } from '@/content/courses/course.types';

const cambridgeProgramme: Breadcrumb = { name: 'Tiếng Anh Cambridge', path: '/khoa-hoc/tieng-anh-cambridge' };

/** A course page's head: its title and summary, its share picture, and schema.org's Course. */
export function courseHead(context: LocaleContext, course: Course | undefined) {
  if (!course) return notFoundHead(context);
  const title = capitalizeWords(course.title);
  const path = coursePath(course);
  const description = metaDescription(course.about);
  const { '@id': providerId, name, url } = organization();
  return pageHead(context, {
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
        url: `${url}${path.replace(/^\//, '')}`,
        inLanguage: 'vi',
        provider: { '@type': 'EducationalOrganization', '@id': providerId, name, url },
      },
    ],
  });
}
