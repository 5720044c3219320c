import type { ReactNode } from 'react';
import { ContactBar } from './ContactBar';
import { Footer } from './Footer';
import { Header } from './Header';
import type { CourseNavItem } from './nav-types';
import classes from './SiteLayout.module.css';
import { SiteSearch, type SearchEntry } from './SiteSearch';

interface SiteLayoutProps {
  courses: CourseNavItem[] | undefined;
  searchEntries: SearchEntry[];
  children: ReactNode;
}

export function SiteLayout({ courses, searchEntries, children }: SiteLayoutProps) {
  return (
    <div className={classes.page}>
      <a href="#noi-dung" className={classes.skipLink}>
        Bỏ qua đến nội dung chính
      </a>
      <ContactBar />
      <Header courses={courses} />
      <main id="noi-dung" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer courses={courses} />
      <SiteSearch entries={searchEntries} />
    </div>
  );
}
