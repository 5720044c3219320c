import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { CoreValue } from '@/content/about/about.types';
import classes from './CoreValues.module.css';

/** 'GIÁ TRỊ CỐT LÕI': four values, each an icon, a title and a sentence. */
export function CoreValues({ coreValues }: { coreValues: readonly CoreValue[] }) {
  return (
    <Section labelledBy="gia-tri-cot-loi" title="GIÁ TRỊ CỐT LÕI" subtitle="Bốn điều chúng tôi giữ gìn trong từng lớp học" tinted>
      <ul className={classes.grid}>
        {coreValues.map((value) => (
          <li key={value.title} className={classes.card}>
            <SiteImage picture={value.icon} className={classes.icon} />
            <h3 className={classes.title}>{value.title}</h3>
            <p className={classes.text}>{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
