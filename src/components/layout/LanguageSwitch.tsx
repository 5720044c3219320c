import { VisuallyHidden } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { VietnamFlag } from '@/components/VietnamFlag';
import { localizedPath, type Locale } from '@/i18n/locale';
import { useLocale, useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import classes from './ContactBar.module.css';

/** Each language as the bar shows it: its code, and the Vietnamese flag the spec gives 'VN'. */
const languages: readonly { locale: Locale; code: string; flag: boolean }[] = [
  { locale: 'vi', code: 'VN', flag: true },
  { locale: 'en', code: 'EN', flag: false },
];

/**
 * 'VN | EN': the page's language, and a link to the same page in the other one. A plain link, not
 * the router's: the other language is another document (src/i18n/locale-rewrite.ts), and the link
 * works before the page's code has run.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const { languageSwitch: text } = useText('shell', shell);
  const { pathname, searchStr, hash } = useLocation();
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return (
    <>
      {languages.map(({ locale: language, code, flag }) => {
        const label = (
          <>
            {flag && <VietnamFlag width={21} />}
            {code}
          </>
        );
        if (language === locale) {
          return (
            <span key={language} className={classes.language}>
              {label}
              <VisuallyHidden>{text.current}</VisuallyHidden>
            </span>
          );
        }
        const href = `${base}${localizedPath(pathname, language)}${searchStr}${hash ? `#${hash}` : ''}`;
        return (
          <a key={language} className={classes.item} href={href} hrefLang={language} lang={language}>
            <VisuallyHidden>{text.label}: </VisuallyHidden>
            {label}
          </a>
        );
      })}
    </>
  );
}
