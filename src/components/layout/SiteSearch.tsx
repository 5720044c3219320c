import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useText } from '@/i18n/use-text';
import { siteSearch } from '@/i18n/vi/site-search';
import { zIndex } from '@/theme/tokens';
import type { SearchEntry } from '@/content/site-navigation';
import { searchShortcuts } from './search-shortcuts';
import { searchSite } from './site-search-match';
import classes from './SiteSearch.module.css';

interface SiteSearchProps {
  entries: SearchEntry[];
  /** Counts the layout's requests to open the dialog (the button, or a shortcut before this loaded). */
  openRequests: number;
}

/** 'Tìm Kiếm': a search dialog over the site's pages and courses, by their names, lines and keywords, accent-insensitive (site-search-match.ts). */
export function SiteSearch({ entries, openRequests }: SiteSearchProps) {
  const navigate = useNavigate();
  const text = useText('siteSearch', siteSearch);
  useEffect(() => {
    if (openRequests > 0) spotlight.open();
  }, [openRequests]);
  const actions = useMemo<SpotlightActionData[]>(
    () =>
      entries.map((entry) => ({
        id: entry.id,
        label: entry.label,
        description: entry.description,
        onClick: () => void navigate(entry.target),
      })),
    [entries, navigate],
  );

  return (
    <Spotlight
      actions={actions}
      filter={(query, all) => {
        const actionsShown = all.flatMap((action) => ('actions' in action ? [] : [{ ...action, label: action.label ?? '', description: action.description ?? '' }]));
        return searchSite(actionsShown, text.keywords, query);
      }}
      nothingFound={text.nothingFound}
      limit={8}
      scrollable
      maxHeight={420}
      searchProps={{
        leftSection: <IconSearch size={20} aria-hidden />,
        placeholder: text.placeholder,
        'aria-label': text.label,
      }}
      shortcut={searchShortcuts}
      zIndex={zIndex.modal}
      classNames={{ action: classes.action }}
    />
  );
}
