import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocale, useText } from '@/i18n/use-text';
import { news } from '@/i18n/vi/news';
import type { NewsCategory } from '@/lib/api/news.schemas';
import { categoryName } from './article-label';
import { allNewsTab } from './news-search';
import classes from './NewsCategoryTabs.module.css';

interface NewsCategoryTabsProps {
  categories: NewsCategory[];
  /** The URL's tab: a category `_id` or `all`. */
  active: string;
  /** The active tab's list. */
  children: ReactNode;
}

/**
 * 'Tất cả' then one tab per category, labelled by its type (on an English page, its English name
 * when the frame knows it). Each is a link to its own address
 * (page 1 of that category), so it works before the page's code runs and can be shared or opened
 * in a new tab; the page stays where it is.
 */
export function NewsCategoryTabs({ categories, active, children }: NewsCategoryTabsProps) {
  const t = useText('news', news);
  const locale = useLocale();
  const list = useRef<HTMLUListElement>(null);
  const tabs = [{ _id: allNewsTab, label: { text: t.tabs.all } }, ...categories.map(({ _id, type }) => ({ _id, label: categoryName(type, t, locale) }))];

  // On phones the row scrolls sideways: bring the active tab into it (a shared link may open on the last one).
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !tab) return;
    if (tab.offsetLeft < row.scrollLeft || tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    }
  }, [active]);

  return (
    <>
      <nav aria-label={t.tabs.label}>
        <ul ref={list} className={classes.list}>
          {tabs.map((category) => (
            <li key={category._id}>
              <Link
                to="/tin-tuc"
                search={{ tab: category._id }}
                resetScroll={false}
                // The router marks only an exact match (page 1) as current; on page 2 the tab still is.
                activeOptions={{ exact: true }}
                className={classes.tab}
                aria-current={category._id === active ? 'page' : undefined}
                lang={category.label.lang}
              >
                {category.label.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.panel}>{children}</div>
    </>
  );
}
