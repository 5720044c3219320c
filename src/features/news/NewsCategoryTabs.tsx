import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import type { NewsCategory } from './api/news.schemas';
import { allNewsTab } from './news-search';
import classes from './NewsCategoryTabs.module.css';

interface NewsCategoryTabsProps {
  categories: NewsCategory[];
  /** The URL's tab: a category `_id` or `all`. */
  active: string;
  /** The active tab's panel. */
  children: ReactNode;
}

/**
 * 'Tất cả' then one tab per category, labelled by its type. Choosing one (click, or the arrow
 * keys) puts it in the URL and goes back to page 1; the page stays where it is.
 */
export function NewsCategoryTabs({ categories, active, children }: NewsCategoryTabsProps) {
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const tabs = [{ _id: allNewsTab, type: 'Tất cả' }, ...categories];

  // On phones the row scrolls sideways: bring the active tab into it (a shared link may open on the last one).
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[data-active]');
    if (!row || !tab) return;
    if (tab.offsetLeft < row.scrollLeft || tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    }
  }, [active]);

  return (
    <Tabs
      value={active}
      variant="pills"
      radius="xl"
      classNames={{ list: classes.list, tab: classes.tab }}
      onChange={(tab) => {
        if (tab && tab !== active) void navigate({ to: '/tin-tuc', search: { tab }, resetScroll: false });
      }}
    >
      <Tabs.List ref={list} aria-label="Chủ đề tin tức">
        {tabs.map((category) => (
          <Tabs.Tab key={category._id} value={category._id}>
            {category.type}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={active} className={classes.panel}>
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
