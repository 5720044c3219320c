import { siteLocale, type Locale, type TranslatedLocale } from '@/i18n/locale';
import type { Translation } from '@/i18n/translate';
import type { Level, QuestionSet } from './level-check.types';

// Each translated locale's words for it, loaded for that language's pages only.
const twins = { en: () => import('./level-check.en') } satisfies Record<TranslatedLocale, unknown>;

/**
 * The level check's content in a language other than Vietnamese: its question sets' words (by set
 * id) and its levels'. A chunk of its own, which a Vietnamese page never loads; the page applies
 * them with `translate` (src/i18n/translate.ts).
 */
export interface LevelCheckTranslation {
  sets: Readonly<Record<string, Translation<QuestionSet>>>;
  levels: Translation<Level[]>;
}

/** Nothing in Vietnamese (the content is); in English, the twin (level-check.en.ts). */
export async function levelCheckTranslation(locale: Locale): Promise<LevelCheckTranslation | undefined> {
  if (locale === siteLocale) return undefined;
  const { levelCheckEnglish } = await twins[locale]();
  return levelCheckEnglish;
}
