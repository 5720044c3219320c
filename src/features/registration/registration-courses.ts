import { listAllCourses } from '@/content/courses/course-queries';
import type { Locale } from '@/i18n/locale';

/** Every course of the catalogue (all seven, sub courses included), with only what the form's course select needs. */
export const listRegistrationCourses = async (locale: Locale) => (await listAllCourses(locale)).map(({ id, title }) => ({ id, title }));
