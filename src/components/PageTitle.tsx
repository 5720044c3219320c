import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageTitle.module.css';

interface PageTitleProps {
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A page's h1, in the one style every page shares: the theme's h1 size, heavy, the heading colour,
 * written as it is (uppercase is for section headings). A light panel may set `--page-title-color`.
 */
export function PageTitle({ id, className, children }: PageTitleProps) {
  return (
    <Title order={1} id={id} className={className ? `${classes.title} ${className}` : classes.title}>
      {children}
    </Title>
  );
}
