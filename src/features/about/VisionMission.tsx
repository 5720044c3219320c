import { IconEye, IconTarget } from '@tabler/icons-react';
import { Section } from '@/components/Section';
import classes from './VisionMission.module.css';

/** 'TẦM NHÌN VÀ SỨ MỆNH': two cards, side by side on desktop. */
export function VisionMission({ vision, mission }: { vision: string; mission: string }) {
  const cards = [
    { id: 'tam-nhin', title: 'Tầm nhìn', text: vision, Icon: IconEye },
    { id: 'su-menh', title: 'Sứ mệnh', text: mission, Icon: IconTarget },
  ];
  return (
    <Section
      labelledBy="tam-nhin-su-menh"
      title="TẦM NHÌN VÀ SỨ MỆNH"
      subtitle="Điều chúng tôi hướng tới và lời hứa với mỗi gia đình"
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
