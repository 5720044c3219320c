import { IconDownload } from '@tabler/icons-react';
import { SiteImage } from '@/components/SiteImage';
import classes from './BrochureLink.module.css';

const cover = { src: 'images/brochure-cover.svg', width: 240, height: 340, alt: '' };
const brochureFile = 'brochure/mat-troi-nho-brochure.pdf';

/** 'Tải Broucher': downloads the centre's brochure (PDF), previewed by its cover. */
export function BrochureLink() {
  return (
    <a
      className={classes.brochure}
      href={`${import.meta.env.BASE_URL}${brochureFile}`}
      download="Mat-Troi-Nho-brochure.pdf"
      type="application/pdf"
    >
      <SiteImage picture={cover} className={classes.cover} />
      <span>Tải Broucher</span>
      <IconDownload size={16} aria-hidden />
    </a>
  );
}
