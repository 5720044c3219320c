import { siteLocale, type Locale, type TranslatedLocale } from '@/i18n/locale';
import { translate } from '@/i18n/translate';
import type { GalleryImage, ParentTestimonial, Student } from './student.types';

// Each translated locale's words for it, loaded for that language's pages only.
const twins = { en: () => import('./students.en') } satisfies Record<TranslatedLocale, unknown>;
const testimonialTwins = { en: () => import('./testimonials.en') } satisfies Record<TranslatedLocale, unknown>;

// Imported when asked for (see course-queries.ts); English pages load their English words too.
const data = () => import('./students.data');
const testimonials = () => import('./testimonials.data');

/** The honoured students ('VINH DANH HỌC VIÊN'). */
export async function listHonouredStudents(locale: Locale): Promise<readonly Student[]> {
  const { students } = await data();
  if (locale === siteLocale) return students;
  const { studentTranslations } = await twins[locale]();
  return students.map((student) => translate(student, studentTranslations[student.id], `students[${student.id}]`));
}

/** The photos of students in class, for the students page's gallery. */
export async function listStudentGallery(locale: Locale): Promise<readonly GalleryImage[]> {
  const { galleryImages } = await data();
  if (locale === siteLocale) return galleryImages;
  const { galleryTranslations } = await twins[locale]();
  return galleryImages.map((image) => translate(image, galleryTranslations[image.id], `gallery[${image.id}]`));
}

/** What parents say about their children's progress, shown above the students page's gallery. */
export async function listParentTestimonials(locale: Locale): Promise<readonly ParentTestimonial[]> {
  const { parentTestimonials } = await testimonials();
  if (locale === siteLocale) return parentTestimonials;
  const { testimonialTranslations } = await testimonialTwins[locale]();
  return parentTestimonials.map((testimonial) => translate(testimonial, testimonialTranslations[testimonial.id]));
}
