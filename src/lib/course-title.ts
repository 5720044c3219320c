import type { Locale } from '@/i18n/locale';
import { capitalizeWords } from './capitalize-words';

/**
 * A course's title as a page shows it: in Vietnamese every word capitalised, as the design wants
 * ('Tiếng Anh Giao Tiếp'); in English as the catalogue's twin writes it, in sentence case
 * ('English for communication', 'Pre A1 Starters'), which capitalising would spoil.
 */
const titleStyle: Record<Locale, (title: string) => string> = { vi: capitalizeWords, en: (title) => title };

export const courseTitle = (title: string, locale: Locale): string => titleStyle[locale](title);
