import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { Partner } from '@/content/about/about.types';
import { useText } from '@/i18n/use-text';
import { about } from '@/i18n/vi/about';
import classes from './PartnerPlates.module.css';

/** 'ĐỐI TÁC': the partners' name plates (neutral plates, not their trademarked logos). */
export function PartnerPlates({ partners }: { partners: readonly Partner[] }) {
  const t = useText('about', about).partners;
  return (
    <Section labelledBy="doi-tac" title={t.title} subtitle={t.subtitle}>
      <ul className={classes.grid}>
        {partners.map((partner) => (
          <li key={partner.name}>
            <SiteImage picture={partner.logo} className={classes.logo} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
