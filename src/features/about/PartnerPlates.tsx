import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { Partner } from '@/content/about/about.types';
import classes from './PartnerPlates.module.css';

/** 'ĐỐI TÁC': the partners' name plates (neutral plates, not their trademarked logos). */
export function PartnerPlates({ partners }: { partners: readonly Partner[] }) {
  return (
    <Section labelledBy="doi-tac" title="ĐỐI TÁC" subtitle="Giáo trình, kỳ thi và chương trình từ những tổ chức giáo dục uy tín">
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
