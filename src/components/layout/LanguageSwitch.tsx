import { VisuallyHidden } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { VietnamFlag } from '@/components/VietnamFlag';
import { locales, localizedPath, type Locale } from '@/i18n/locale';
import { useLocale, useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import classes from './ContactBar.module.css';

/** How the switch names each language: 'VN' keeps the spec's flag. */
const languageNames: Record<Locale, ReactNode> = {
  vi: (
    <>
      <VietnamFlag width={21} />
      VN
    </>
  ),
  en: 'EN',
};

/**
 * 'VN EN': the page's language, and a link to the same page in each other one, in the order of
 * `locales`. A plain link, not the router's: another language is another document
 * (src/i18n/locale-rewrite.ts), and the link works before the page's code has run. It names the
 * page alone, as the server rendered it (never with the query or #fragment the visitor's address
 * has: a prerendered page knows neither); the page's inline script adds them as it is followed
 * (inline-script.js, which finds it by its `hreflang`).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const { languageSwitch: text } = useText('shell', shell);
  const { pathname } = useLocation();
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return locales.map((shown) =>
    shown === locale ? (
      <span key={shown} className={classes.language}>
        {languageNames[shown]}
        <VisuallyHidden>{text.current}</VisuallyHidden>
      </span>
    ) : (
      <a key={shown} className={classes.item} href={`${base}${localizedPath(pathname, shown)}`} hrefLang={shown} lang={shown}>
        <VisuallyHidden>{text.label}: </VisuallyHidden>
        {languageNames[shown]}
      </a>
    ),
  );
}
