import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useOpenedAfterMount } from '@/lib/lazy-part';
import { CourseMenuButton } from './CourseMenuButton';
import classes from './Header.module.css';
import type { CourseNavItem } from '@/content/site-navigation';

export interface CourseMenuProps {
  courses: CourseNavItem[];
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** Take the focus: the button it replaces had it. */
  takeFocus: boolean;
}

/** The desktop header's course menu; loaded the first time its button is pointed at or focused. */
export function CourseMenu({ courses, opened, onChange, takeFocus }: CourseMenuProps) {
  const menuOpen = useOpenedAfterMount(opened);
  const target = useRef<HTMLButtonElement>(null);
  // Only once, when the real menu replaces the button it loaded from.
  const tookFocus = useRef(false);
  useEffect(() => {
    if (takeFocus && !tookFocus.current) target.current?.focus();
    tookFocus.current = true;
  }, [takeFocus]);

  return (
    <Menu
      opened={menuOpen}
      onChange={onChange}
      position="bottom-start"
      offset={4}
      width={280}
      shadow="md"
      withInitialFocusPlaceholder={false}
      classNames={{ item: classes.menuItem }}
    >
      <Menu.Target>
        <CourseMenuButton ref={target} open={menuOpen} />
      </Menu.Target>
      <Menu.Dropdown>
        {courses.map((course) => (
          <Menu.Item
            key={course.id}
            renderRoot={(props) => <Link {...props} {...course.target} />}
            onClick={() => onChange(false)}
          >
            {course.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
