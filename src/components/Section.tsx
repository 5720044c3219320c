import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Section.module.css';
import { SectionHeading } from './SectionHeading';

interface SectionProps {
  /** Id of the section's heading, for `aria-labelledby`. */
  labelledBy: string;
  /** The section's heading; given, the section renders it with `labelledBy` as its id. */
  title?: string;
  subtitle?: string;
  /** Alternate sections use the pale blue tint so long pages read as distinct blocks. */
  tinted?: boolean;
  id?: string;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

export function Section({ labelledBy, title, subtitle, tinted = false, id, size = 'xl', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={classes.section} data-tinted={tinted || undefined}>
      <Container size={size}>
        {title && <SectionHeading id={labelledBy} title={title} subtitle={subtitle} />}
        {children}
      </Container>
    </section>
  );
}
