import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import classes from './Header.module.css';

interface CourseMenuButtonProps extends ComponentPropsWithoutRef<'button'> {
  open?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** 'Chương Trình Học' with its arrow: the menu's button, and what stands in for it until the menu loads. */
export function CourseMenuButton({ open = false, ref, className, ...props }: CourseMenuButtonProps) {
  return (
    <UnstyledButton ref={ref} {...props} className={[classes.navLink, className].filter(Boolean).join(' ')}>
      Chương Trình Học
      <IconChevronDown size={16} aria-hidden className={classes.chevron} data-open={open || undefined} />
    </UnstyledButton>
  );
}
