import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Picture } from '@/lib/picture';
import { PageTitle } from './PageTitle';
import { ResponsivePicture } from './ResponsivePicture';
import classes from './PageHero.module.css';

interface PageHeroProps {
  title: string;
  /** One or two sentences under the title. */
  children?: ReactNode;
  /** A wide illustration (1920x600) whose left part is calm enough for the text. */
  image: Picture;
  /** A portrait version (780x1200) for phones, calm at the top. */
  mobileImage?: Picture;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/** A page's opening: its h1 and lead over a wide illustration (the portrait one on phones). */
export function PageHero({ title, children, image, mobileImage, actions }: PageHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="page-hero-title">
      <ResponsivePicture picture={{ ...image, alt: '' }} mobilePicture={mobileImage} priority className={classes.image} />
      <Container size="xl" className={classes.inner}>
        <div className={classes.text}>
          <PageTitle id="page-hero-title">{title}</PageTitle>
          {children && <p className={classes.lead}>{children}</p>}
          {actions && <div className={classes.actions}>{actions}</div>}
        </div>
      </Container>
    </section>
  );
}
