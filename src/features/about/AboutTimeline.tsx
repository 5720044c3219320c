import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { TimelineEntry } from '@/content/about/about.types';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { about } from '@/i18n/vi/about';
import { founded } from '@/lib/founding';
import classes from './AboutTimeline.module.css';

/** 'CHẶNG ĐƯỜNG PHÁT TRIỂN': five periods, a line with dots on phones, alternating sides on desktop. */
export function AboutTimeline({ timeline }: { timeline: readonly TimelineEntry[] }) {
  const t = useText('about', about).timeline;
  return (
    <Section
      labelledBy="chang-duong-phat-trien"
      title={t.title}
      subtitle={fill(t.subtitle, { year: founded.year })}
    >
      <ol className={classes.timeline}>
        {timeline.map((entry) => (
          <li key={entry.time} className={classes.entry}>
            <div className={classes.card}>
              <h3 className={classes.time}>{entry.time}</h3>
              <p className={classes.text}>{entry.text}</p>
            </div>
            <SiteImage picture={entry.image} className={classes.image} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
