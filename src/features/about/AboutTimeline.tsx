import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { TimelineEntry } from '@/content/about/about.types';
import { founded } from '@/lib/founding';
import classes from './AboutTimeline.module.css';

/** 'CHẶNG ĐƯỜNG PHÁT TRIỂN': five periods, a line with dots on phones, alternating sides on desktop. */
export function AboutTimeline({ timeline }: { timeline: readonly TimelineEntry[] }) {
  return (
    <Section
      labelledBy="chang-duong-phat-trien"
      title="CHẶNG ĐƯỜNG PHÁT TRIỂN"
      subtitle={`Từ lớp học tám học trò năm ${founded.year} đến ngôi nhà chung của nhiều gia đình`}
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
