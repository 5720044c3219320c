import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useText } from '@/i18n/use-text';
import { siteSearch } from '@/i18n/vi/site-search';
import { foldVietnamese } from '@/lib/fold-vietnamese';
import { zIndex } from '@/theme/tokens';
import type { SearchEntry } from '@/content/site-navigation';
import { searchShortcuts } from './search-shortcuts';
import classes from './SiteSearch.module.css';

interface SiteSearchProps {
  entries: SearchEntry[];
  /** Counts the layout's requests to open the dialog (the button, or a shortcut before this loaded). */
  openRequests: number;
}

/** 'Tìm Kiếm': a search dialog over the site's pages and courses, accent-insensitive. */
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
        const words = foldVietnamese(query).split(/\s+/).filter(Boolean);
        return all.filter((action) => {
          if (!('label' in action)) return false;
          const haystack = foldVietnamese(`${action.label ?? ''} ${action.description ?? ''}`);
          return words.every((word) => haystack.includes(word));
        });
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
