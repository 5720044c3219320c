import { Button, Collapse, Drawer, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useOpenedAfterMount } from '@/lib/lazy-part';
import { siteConfig } from '@/lib/site-config';
import { BrochureLink } from './BrochureLink';
import classes from './MobileNav.module.css';
import type { CourseNavItem } from '@/content/site-navigation';
import { menuPageBeforeCourses, menuPagesAfterCourses } from '@/content/site-pages';
import { RegisterButton } from './RegisterButton';

export interface MobileMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  courses: CourseNavItem[];
}

/** The phone's full-screen menu; loaded the first time the menu button is used (see MobileNav). */
export function MobileMenu({ id, opened, onClose, courses }: MobileMenuProps) {
  const [coursesOpen, coursesList] = useDisclosure(false);

  // Closing the drawer always folds the course list back up.
  const close = () => {
    onClose();
    coursesList.close();
  };
  // Something to do once the drawer is gone (and has handed the focus back to the menu button).
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    afterClose.current = action;
    close();
  };

  return (
    <Drawer
      id={id}
      opened={useOpenedAfterMount(opened)}
      onClose={close}
      position="right"
      size="100%"
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Đóng menu' }}
      onExitTransitionEnd={() => {
        afterClose.current?.();
        afterClose.current = null;
      }}
    >
      <nav aria-label="Menu chính">
        <Stack gap={4}>
          {menuPageBeforeCourses && (
            <Link to={menuPageBeforeCourses.to} className={classes.item} onClick={close}>
              {menuPageBeforeCourses.menuLabel}
            </Link>
          )}
          <UnstyledButton
            className={classes.item}
            onClick={coursesList.toggle}
            aria-expanded={coursesOpen}
            aria-controls="mobile-course-list"
          >
            Chương Trình Học
            <IconChevronDown size={18} aria-hidden className={classes.chevron} data-open={coursesOpen || undefined} />
          </UnstyledButton>
          <Collapse expanded={coursesOpen} id="mobile-course-list">
            <ul className={classes.subList}>
              {courses.map((course) => (
                <li key={course.id}>
                  <Link {...course.target} className={classes.subItem} onClick={close}>
                    {course.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Collapse>
          {menuPagesAfterCourses.map((page) => (
            <Link key={page.id} to={page.to} className={classes.item} onClick={close}>
              {page.menuLabel}
            </Link>
          ))}
        </Stack>
      </nav>
      <Stack mt="xl" gap="md">
        <RegisterButton onBeforeGo={closeThen} fullWidth />
        <Button component="a" href={siteConfig.phoneHref} variant="outline" fullWidth leftSection={<IconPhone size={18} aria-hidden />}>
          Hotline {siteConfig.phone}
        </Button>
        <BrochureLink />
      </Stack>
    </Drawer>
  );
}
