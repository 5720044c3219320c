import { Pagination } from '@mantine/core';
import { Link, linkOptions } from '@tanstack/react-router';
import classes from './NewsPagination.module.css';

interface NewsPaginationProps {
  tab: string;
  page: number;
  totalPages: number;
  /** Called when a page is chosen, before the router navigates (to bring the list into view). */
  onNavigate: () => void;
}

/**
 * Page links for the list, only when there is more than one page. Every control is a real link
 * to `?page=n` (open in a new tab, copy, share); the current tab is kept.
 */
export function NewsPagination({ tab, page, totalPages, onNavigate }: NewsPaginationProps) {
  if (totalPages <= 1) return null;
  const linkTo = (target: number) => ({
    component: Link,
    ...linkOptions({ to: '/tin-tuc', search: { tab, page: target }, resetScroll: false }),
  });

  return (
    <nav aria-label="Phân trang tin tức" className={classes.nav}>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onNavigate}
        radius="xl"
        getItemProps={(target) => ({ ...linkTo(target), 'aria-label': `Trang ${target}` })}
        getControlProps={(control) =>
          control === 'previous'
            ? { ...linkTo(Math.max(1, page - 1)), 'aria-label': 'Trang trước' }
            : { ...linkTo(Math.min(totalPages, page + 1)), 'aria-label': 'Trang sau' }
        }
      />
    </nav>
  );
}
