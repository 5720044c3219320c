import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';
import classes from './PageIntro.module.css';

/** A page's opening without a picture: its one h1 and a short lead paragraph. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={classes.intro}>
      <Container size="lg">
        <PageTitle>{title}</PageTitle>
        {children && <p className={classes.lead}>{children}</p>}
      </Container>
    </section>
  );
}
