import type { Locale } from '@/i18n/locale';
import { capitalizeWords } from '@/lib/capitalize-words';

/**
 * A course's title as a page shows it: in Vietnamese every word capitalised, as the design wants
 * ('Tiếng Anh Giao Tiếp'); in English as the catalogue's twin writes it, in sentence case
 * ('English for communication', 'Pre A1 Starters'), which capitalising would spoil.
 */
export const courseTitle = (title: string, locale: Locale): string => (locale === 'vi' ? capitalizeWords(title) : title);
