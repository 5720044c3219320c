import { Box, Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SiteImage } from '@/components/SiteImage';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { siteConfig } from '@/lib/site-config';
import { DesktopNav } from './DesktopNav';
import classes from './Header.module.css';
import { MobileNav } from './MobileNav';
import type { CourseNavItem } from '@/content/site-navigation';

const logo = { src: 'images/logo.svg', width: 180, height: 56, alt: '' };
const logoOnDark = { ...logo, src: 'images/logo-dark.svg' };

export function Header({ courses }: { courses: CourseNavItem[] }) {
  const text = useText('shell', shell);
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to="/" className={classes.logo} aria-label={fill(text.menu.logo, { name: siteConfig.name })}>
          {/* Lazy: only the logo the colour scheme shows is fetched (a hidden lazy image never is),
              and the banner keeps the high priority to itself. */}
          <SiteImage picture={logo} className="mantine-dark-hidden" />
          <SiteImage picture={logoOnDark} className="mantine-light-hidden" />
        </Link>
        <Box visibleFrom="md" className={classes.desktop}>
          <DesktopNav courses={courses} />
        </Box>
        <Box hiddenFrom="md">
          <MobileNav courses={courses} />
        </Box>
      </Container>
    </header>
  );
}
