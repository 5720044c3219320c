import { IconDownload } from '@tabler/icons-react';
import { SiteImage } from '@/components/SiteImage';
import { siteLocale } from '@/i18n/locale';
import { useLocale, useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import classes from './BrochureLink.module.css';

const cover = { src: 'images/brochure-cover.svg', width: 240, height: 340, alt: '' };
const brochureFile = 'brochure/mat-troi-nho-brochure.pdf';

/**
 * 'Tải Broucher': downloads the centre's brochure (PDF, in Vietnamese), previewed by its cover. On a
 * page in another language, the link says the brochure is in Vietnamese.
 */
export function BrochureLink() {
  const { brochure: text } = useText('shell', shell);
  const otherLanguage = useLocale() !== siteLocale;
  return (
    <a
      className={classes.brochure}
      href={`${import.meta.env.BASE_URL}${brochureFile}`}
      download="Mat-Troi-Nho-brochure.pdf"
      type="application/pdf"
      hrefLang="vi"
    >
      <SiteImage picture={cover} className={classes.cover} />
      <span className={classes.label}>
        {text.label}
        {otherLanguage && <span className={classes.language}> ({text.inVietnamese})</span>}
      </span>
      <IconDownload size={16} aria-hidden />
    </a>
  );
}
