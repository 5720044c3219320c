import { Link } from '@tanstack/react-router';
import { IconChevronDown } from '@tabler/icons-react';
import { BrochureLink } from './BrochureLink';
import classes from './Header.module.css';
import type { CourseNavItem } from '@/content/site-navigation';
import { menuPageBeforeCourses, menuPagesAfterCourses } from '@/content/site-pages';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { RegisterButton } from './RegisterButton';

const courseMenuId = 'course-menu';

/**
 * The desktop header. The course menu is a native popover, in the page from the start: it opens,
 * closes (outside click, Escape) and hands the focus back without the page's code, so it works
 * from the first paint, and hydration leaves it as the visitor left it. Its arrow follows it (CSS).
 */
export function DesktopNav({ courses }: { courses: CourseNavItem[] }) {
  const text = useText('shell', shell);
  return (
    <>
      <nav aria-label={text.menu.label}>
        {menuPageBeforeCourses && (
          <Link to={menuPageBeforeCourses.to} className={classes.navLink}>
            {text.pages.menu[menuPageBeforeCourses.id]}
          </Link>
        )}
        <button type="button" popoverTarget={courseMenuId} className={`${classes.navLink} ${classes.courseButton}`}>
          {text.menu.courses}
          <IconChevronDown size={16} aria-hidden className={classes.chevron} />
        </button>
        <ul id={courseMenuId} popover="auto" className={classes.courseMenu}>
          {courses.map((course) => (
            <li key={course.id}>
              <Link {...course.target} className={classes.menuItem}>
                {course.title}
              </Link>
            </li>
          ))}
        </ul>
        {menuPagesAfterCourses.map((page) => (
          <Link key={page.id} to={page.to} className={classes.navLink}>
            {text.pages.menu[page.id]}
          </Link>
        ))}
      </nav>
      <div className={classes.actions}>
        <BrochureLink />
        <RegisterButton />
      </div>
    </>
  );
}
