import { listHonouredStudents, listParentTestimonials, listStudentGallery } from '@/content/students/student-queries';
import { wordsIn } from '@/i18n/translated-text';
import { students as studentsText } from '@/i18n/vi/students';
import type { LocaleContext, PageHeadOptions } from '@/seo/page-head';

const path = '/hoc-vien';

/** What /hoc-vien (and /en/students) shows, and its head, in the page's language. */
export async function loadStudents(context: LocaleContext) {
  const [students, testimonials, galleryImages] = await Promise.all([
    listHonouredStudents(context.locale),
    listParentTestimonials(context.locale),
    listStudentGallery(context.locale),
  ]);
  const { title, description } = (await wordsIn(context.locale, 'students', studentsText)).head;
  const head: PageHeadOptions = { title, description, path, image: 'students', breadcrumbs: [{ name: title, path }] };
  return { students, testimonials, galleryImages, head };
}
