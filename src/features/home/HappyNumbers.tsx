import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { MissionStatement, Statistic } from '@/content/home/home.types';
import { useText } from '@/i18n/use-text';
import { home } from '@/i18n/vi/home';
import classes from './HappyNumbers.module.css';

/** 'NHỮNG CON SỐ HẠNH PHÚC': five figures beside the mission statement and its picture. */
interface HappyNumbersProps {
  missionStatement: MissionStatement;
  statistics: readonly Statistic[];
}

export function HappyNumbers({ missionStatement, statistics }: HappyNumbersProps) {
  const { numbers } = useText('home', home);
  return (
    <Section
      labelledBy="con-so-hanh-phuc"
      title={numbers.title}
      subtitle={numbers.subtitle}
    >
      <div className={classes.layout}>
        <SiteImage picture={missionStatement.image} className={classes.image} />
        <div>
          <h3 className={classes.missionTitle}>{missionStatement.title}</h3>
          {missionStatement.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className={classes.paragraph}>
              {paragraph}
            </p>
          ))}
          <ul className={classes.stats}>
            {statistics.map((statistic) => (
              <li key={statistic.value} className={classes.stat}>
                <span className={classes.value}>{statistic.value}</span>
                <span className={classes.description}>{statistic.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
