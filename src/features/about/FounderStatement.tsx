import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { AboutContent } from '@/content/about/about.types';
import classes from './FounderStatement.module.css';

/** 'THÔNG ĐIỆP TỪ NHÀ SÁNG LẬP': the founder's words, her portrait, name and role. */
export function FounderStatement({ founder }: { founder: AboutContent['founder'] }) {
  return (
    <Section labelledBy="thong-diep-nha-sang-lap" title="THÔNG ĐIỆP TỪ NHÀ SÁNG LẬP" subtitle="Vì sao Mặt Trời Nhỏ ra đời" tinted>
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
