import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { AboutContent } from '@/content/about/about.types';
import { useText } from '@/i18n/use-text';
import { about } from '@/i18n/vi/about';
import classes from './FounderStatement.module.css';

/** 'THÔNG ĐIỆP TỪ NHÀ SÁNG LẬP': the founder's words, her portrait, name and role. */
export function FounderStatement({ founder }: { founder: AboutContent['founder'] }) {
  const t = useText('about', about).founder;
  return (
    <Section labelledBy="thong-diep-nha-sang-lap" title={t.title} subtitle={t.subtitle} tinted>
      <figure className={classes.figure}>
        <SiteImage picture={founder.image} className={classes.portrait} />
        <blockquote className={classes.quote}>
          {founder.statement.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
        <figcaption className={classes.caption}>
          <span className={classes.name}>{founder.name}</span>
          <span className={classes.role}>{founder.role}</span>
        </figcaption>
      </figure>
    </Section>
  );
}
