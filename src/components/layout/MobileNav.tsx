import { Button } from '@mantine/core';
import { IconChevronDown, IconMenu2, IconPhone, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { FocusEvent } from 'react';
import { siteConfig } from '@/lib/site-config';
import { BrochureLink } from './BrochureLink';
import classes from './MobileNav.module.css';
import type { CourseNavItem } from '@/content/site-navigation';
import { menuPageBeforeCourses, menuPagesAfterCourses } from '@/content/site-pages';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { RegisterButton } from './RegisterButton';

const menuId = 'mobile-menu';
const titleId = 'mobile-menu-title';

/**
 * The phone's menu button and its full-screen drawer, a native popover in the page from the
 * start: it opens, closes (its close button, Escape) and takes the focus in without the page's
 * code, so it works from the first paint, and hydration leaves it as the visitor left it. A link
 * followed from it closes it, and closing it folds the course list (the page's inline script,
 * src/components/inline-script.js). Once the code runs, the focus leaving it closes it too: nothing behind
 * it is ever focused unseen.
 */
export function MobileNav({ courses }: { courses: CourseNavItem[] }) {
  const text = useText('shell', shell);
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) event.currentTarget.hidePopover();
  };
  return (
    <>
      <button type="button" popoverTarget={menuId} aria-label={text.menu.open} className={classes.menuButton}>
        <IconMenu2 size={28} aria-hidden />
      </button>
      <div id={menuId} popover="auto" role="dialog" aria-labelledby={titleId} className={classes.drawer} onBlur={closeWhenFocusLeaves}>
        <div className={classes.top}>
          <h2 id={titleId} className={classes.title}>
            {text.menu.title}
          </h2>
          {/* Focused when the drawer opens (the browser's own popover focusing). */}
          <button type="button" popoverTarget={menuId} popoverTargetAction="hide" aria-label={text.menu.close} className={classes.close} autoFocus>
            <IconX size={24} aria-hidden />
          </button>
        </div>
        <nav aria-label={text.menu.label}>
          <ul className={classes.list}>
            {menuPageBeforeCourses && (
              <li>
                <Link to={menuPageBeforeCourses.to} className={classes.item}>
                  {text.pages.menu[menuPageBeforeCourses.id]}
                </Link>
              </li>
            )}
            <li>
              {/* `open` is the visitor's: hydration leaves it as it is. */}
              <details className={classes.courses} suppressHydrationWarning>
                <summary className={classes.item}>
                  {text.menu.courses}
                  <IconChevronDown size={18} aria-hidden className={classes.chevron} />
                </summary>
                <ul className={classes.subList}>
                  {courses.map((course) => (
                    <li key={course.id}>
                      <Link {...course.target} className={classes.subItem}>
                        {course.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {menuPagesAfterCourses.map((page) => (
              <li key={page.id}>
                <Link to={page.to} className={classes.item}>
                  {text.pages.menu[page.id]}
                </Link>
              </li>
            ))}
            {/* The contact bar's link, for which a phone's bar has no room. */}
            <li>
              <Link to="/lien-he" className={classes.item}>
                {text.menu.contact}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={classes.actions}>
          <RegisterButton fullWidth />
          <Button component="a" href={siteConfig.phoneHref} variant="outline" fullWidth leftSection={<IconPhone size={18} aria-hidden />}>
            {fill(text.menu.hotline, { phone: siteConfig.phone })}
          </Button>
          <BrochureLink />
        </div>
      </div>
    </>
  );
}
