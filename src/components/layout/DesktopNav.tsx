import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BrochureLink } from './BrochureLink';
import classes from './Header.module.css';
import type { CourseNavItem } from './nav-types';
import { RegisterButton } from './RegisterButton';

export function DesktopNav({ courses }: { courses: CourseNavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <nav aria-label="Menu chính">
        <Link to="/gioi-thieu" className={classes.navLink}>
          Giới Thiệu
        </Link>
        <Menu
          opened={menuOpen}
          onChange={setMenuOpen}
          position="bottom-start"
          offset={4}
          width={280}
          shadow="md"
          withInitialFocusPlaceholder={false}
          classNames={{ item: classes.menuItem }}
        >
          <Menu.Target>
            <UnstyledButton className={classes.navLink}>
              Chương Trình Học
              <IconChevronDown size={16} aria-hidden className={classes.chevron} data-open={menuOpen || undefined} />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {courses.map((course) => (
              <Menu.Item
                key={course.id}
                renderRoot={(props) => <Link {...props} {...course.target} />}
                onClick={() => setMenuOpen(false)}
              >
                {course.title}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Link to="/tin-tuc" className={classes.navLink}>
          Tin Tức
        </Link>
      </nav>
      <div className={classes.actions}>
        <BrochureLink />
        <RegisterButton />
      </div>
    </>
  );
}
