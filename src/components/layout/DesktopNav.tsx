import { Link } from '@tanstack/react-router';
import { startTransition, Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { BrochureLink } from './BrochureLink';
import { CourseMenuButton } from './CourseMenuButton';
import classes from './Header.module.css';
import type { CourseNavItem } from '@/content/site-navigation';
import { menuPageBeforeCourses, menuPagesAfterCourses } from '@/content/site-pages';
import { RegisterButton } from './RegisterButton';

const CourseMenu = lazyPart(() => import('./CourseMenu').then((module) => module.CourseMenu));

/**
 * The desktop header. The course menu's code (Mantine's Menu and its positioning) is not part of
 * the first load: its button loads it when pointed at, focused or used, then hands over to it.
 * Never between a press and its release: a button swapped under the pointer would lose the click.
 */
export function DesktopNav({ courses }: { courses: CourseNavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [buttonFocused, setButtonFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  // A transition: the button stays on screen, usable, until the menu's code is there.
  const load = () => startTransition(() => setWanted(true));
  const button = (
    <CourseMenuButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setButtonFocused(true);
        load();
      }}
      onBlur={() => setButtonFocused(false)}
      onPointerDown={() => setPressed(true)}
      onPointerLeave={() => setPressed(false)}
      onPointerCancel={() => setPressed(false)}
      onClick={() => {
        setPressed(false);
        setMenuOpen(true);
        load();
      }}
    />
  );
  return (
    <>
      <nav aria-label="Menu chính">
        {menuPageBeforeCourses && (
          <Link to={menuPageBeforeCourses.to} className={classes.navLink}>
            {menuPageBeforeCourses.menuLabel}
          </Link>
        )}
        <Suspense fallback={button}>
          {wanted && !pressed ? <CourseMenu courses={courses} opened={menuOpen} onChange={setMenuOpen} takeFocus={buttonFocused} /> : button}
        </Suspense>
        {menuPagesAfterCourses.map((page) => (
          <Link key={page.id} to={page.to} className={classes.navLink}>
            {page.menuLabel}
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
