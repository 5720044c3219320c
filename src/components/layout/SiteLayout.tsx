import { useHotkeys } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { ContactBar } from './ContactBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileActionBar } from './MobileActionBar';
import type { CourseNavItem, SearchEntry } from '@/content/site-navigation';
import classes from './SiteLayout.module.css';
import { searchShortcuts } from './search-shortcuts';

// The search dialog's code loads when it is asked for: the 'Tìm Kiếm' button, or its shortcuts.
const SiteSearch = lazyPart(() => import('./SiteSearch').then((module) => module.SiteSearch));

interface SiteLayoutProps {
  courses: CourseNavItem[];
  searchEntries: SearchEntry[];
  children: ReactNode;
}

export function SiteLayout({ courses, searchEntries, children }: SiteLayoutProps) {
  // How many times the search was asked for: the dialog opens on each request (0: never asked).
  const [searchRequests, setSearchRequests] = useState(0);
  const openSearch = () => setSearchRequests((count) => count + 1);
  // Once the dialog is there it handles its own shortcuts.
  useHotkeys(searchRequests ? [] : searchShortcuts.map((shortcut) => [shortcut, openSearch]));
  const text = useText('shell', shell);
  return (
    <div className={classes.page}>
      <a href="#noi-dung" className={classes.skipLink}>
        {text.skipLink}
      </a>
      <ContactBar onSearch={openSearch} onSearchIntent={SiteSearch.preload} />
      <Header courses={courses} />
      <main id="noi-dung" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer courses={courses} />
      <MobileActionBar />
      {searchRequests > 0 && <SiteSearch entries={searchEntries} openRequests={searchRequests} />}
    </div>
  );
}
