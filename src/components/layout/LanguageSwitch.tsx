import { VisuallyHidden } from '@mantine/core';
import { useHydrated, useLocation } from '@tanstack/react-router';
import { VietnamFlag } from '@/components/VietnamFlag';
import { localizedPath } from '@/i18n/locale';
import { useLocale, useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import classes from './ContactBar.module.css';

/**
 * 'VN EN': the page's language, and a link to the same page in the other one. A plain link, not
 * the router's: the other language is another document (src/i18n/locale-rewrite.ts), and the link
 * works before the page's code has run. 'VN' keeps the spec's flag.
 */
export function LanguageSwitch() {
  const english = useLocale() === 'en';
  const { languageSwitch: text } = useText('shell', shell);
  const { pathname, searchStr, hash } = useLocation();
  // The server never sees an address's #fragment: the link takes it once the page has hydrated, so
  // the hydrating render matches the server's HTML.
  const fragment = useHydrated() && hash ? `#${hash}` : '';
  const other = english ? 'vi' : 'en';
  const href = `${import.meta.env.BASE_URL.replace(/\/$/, '')}${localizedPath(pathname, other)}${searchStr}${fragment}`;
  const vietnamese = (
    <>
      <VietnamFlag width={21} />
      VN
    </>
  );
  const link = (
    <a className={classes.item} href={href} hrefLang={other} lang={other}>
      <VisuallyHidden>{text.label}: </VisuallyHidden>
      {english ? vietnamese : 'EN'}
    </a>
  );
  const current = (
    <span className={classes.language}>
      {english ? 'EN' : vietnamese}
      <VisuallyHidden>{text.current}</VisuallyHidden>
    </span>
  );
  return english ? (
    <>
      {link}
      {current}
    </>
  ) : (
    <>
      {current}
      {link}
    </>
  );
}
