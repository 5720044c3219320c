import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Section.module.css';

interface SectionProps {
  /** Id of the section's heading, for `aria-labelledby`. */
  labelledBy: string;
  /** Alternate sections use the pale blue tint so long pages read as distinct blocks. */
  tinted?: boolean;
  id?: string;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

export function Section({ labelledBy, tinted = false, id, size = 'xl', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={classes.section} data-tinted={tinted || undefined}>
      <Container size={size}>{children}</Container>
    </section>
  );
}
