import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageIntro.module.css';

/** A page's opening: its one h1 and a short lead paragraph. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={classes.intro}>
      <Container size="lg">
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {children && <p className={classes.lead}>{children}</p>}
      </Container>
    </section>
  );
}
