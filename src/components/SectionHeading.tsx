import { Title } from '@mantine/core';
import classes from './SectionHeading.module.css';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  order?: 1 | 2;
}

/** A section's heading: heavy, uppercase, primary colour, centred, with a one-line subtitle. */
export function SectionHeading({ id, title, subtitle, order = 2 }: SectionHeadingProps) {
  return (
    <div className={classes.heading}>
      <Title id={id} order={order} className={classes.title}>
        {title}
      </Title>
      {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
    </div>
  );
}
