import type { Translation } from '@/i18n/translate';
import type { Course } from './course.types';

/** The catalogue's words in English, course by course (by id); everything else is catalogue.ts's. */
export const courseTranslations: Readonly<Record<string, Translation<Course>>> = {};
