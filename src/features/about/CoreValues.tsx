import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { CoreValue } from '@/content/about/about.types';
import { useText } from '@/i18n/use-text';
import { about } from '@/i18n/vi/about';
import classes from './CoreValues.module.css';

/** 'GIÁ TRỊ CỐT LÕI': four values, each an icon, a title and a sentence. */
export function CoreValues({ coreValues }: { coreValues: readonly CoreValue[] }) {
  const t = useText('about', about).values;
  return (
    <Section labelledBy="gia-tri-cot-loi" title={t.title} subtitle={t.subtitle} tinted>
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
