import { useLocale, useText } from '@/i18n/use-text';
import { courses } from '@/i18n/vi/courses';
import type { FactWords } from './fee-facts';

/** The `courses` part's words in the page's language, with the language itself (for fees and dates). */
export function useCourseWords(): FactWords {
  return { text: useText('courses', courses), locale: useLocale() };
}
