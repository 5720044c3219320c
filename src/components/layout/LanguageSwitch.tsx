import { VisuallyHidden } from '@mantine/core';
import { useHydrated, useLocation } from '@tanstack/react-router';
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
 * (src/i18n/locale-rewrite.ts), and the link works before the page's code has run.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const { languageSwitch: text } = useText('shell', shell);
  const { pathname, searchStr, hash } = useLocation();
  // The server never sees an address's #fragment: the link takes it once the page has hydrated, so
  // the hydrating render matches the server's HTML.
  const fragment = useHydrated() && hash ? `#${hash}` : '';
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return locales.map((shown) =>
    shown === locale ? (
      <span key={shown} className={classes.language}>
        {languageNames[shown]}
        <VisuallyHidden>{text.current}</VisuallyHidden>
      </span>
    ) : (
      <a key={shown} className={classes.item} href={`${base}${localizedPath(pathname, shown)}${searchStr}${fragment}`} hrefLang={shown} lang={shown}>
        <VisuallyHidden>{text.label}: </VisuallyHidden>
        {languageNames[shown]}
      </a>
    ),
  );
}
