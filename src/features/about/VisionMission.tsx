import { IconEye, IconTarget } from '@tabler/icons-react';
import { Section } from '@/components/Section';
import { useText } from '@/i18n/use-text';
import { about } from '@/i18n/vi/about';
import classes from './VisionMission.module.css';

/** 'TẦM NHÌN VÀ SỨ MỆNH': two cards, side by side on desktop. */
export function VisionMission({ vision, mission }: { vision: string; mission: string }) {
  const t = useText('about', about).aims;
  const cards = [
    { id: 'tam-nhin', title: t.vision, text: vision, Icon: IconEye },
    { id: 'su-menh', title: t.mission, text: mission, Icon: IconTarget },
  ];
  return (
    <Section
      labelledBy="tam-nhin-su-menh"
      title={t.title}
      subtitle={t.subtitle}
    >
      <div className={classes.grid}>
        {cards.map(({ id, title, text, Icon }) => (
          <article key={id} className={classes.card} aria-labelledby={id}>
            <span className={classes.icon}>
              <Icon size={32} stroke={1.75} aria-hidden />
            </span>
            <h3 id={id} className={classes.title}>
              {title}
            </h3>
            <p className={classes.text}>{text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
