import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { ContactBar } from './ContactBar';
import { Footer } from './Footer';
import { Header } from './Header';
import type { CourseNavItem } from './nav-types';
import classes from './SiteLayout.module.css';
import type { SearchEntry } from './SiteSearch';

// The search dialog is not needed for the first paint: it loads when the browser is idle or when asked for.
const SiteSearch = lazyPart(() => import('./SiteSearch').then((module) => module.SiteSearch));

function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(done, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

interface SiteLayoutProps {
  courses: CourseNavItem[] | undefined;
  searchEntries: SearchEntry[];
  children: ReactNode;
}

export function SiteLayout({ courses, searchEntries, children }: SiteLayoutProps) {
  const idle = useIdle();
  const [searchAsked, setSearchAsked] = useState(false);
  return (
    <div className={classes.page}>
      <a href="#noi-dung" className={classes.skipLink}>
        Bỏ qua đến nội dung chính
      </a>
      <ContactBar onSearch={() => setSearchAsked(true)} />
      <Header courses={courses} />
      <main id="noi-dung" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer courses={courses} />
      {(idle || searchAsked) && (
        <Suspense fallback={null}>
          <SiteSearch entries={searchEntries} />
        </Suspense>
      )}
    </div>
  );
}
