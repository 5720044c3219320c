import type { LinkProps } from '@tanstack/react-router';

/** Where a link goes, in the router's typed form (path pattern plus params). */
export type NavTarget = Pick<LinkProps, 'to' | 'params'>;

export interface CourseNavItem {
  id: string;
  title: string;
  target: NavTarget;
}
