import { Pagination } from '@mantine/core';
import { Link, linkOptions } from '@tanstack/react-router';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { news } from '@/i18n/vi/news';
import classes from './NewsPagination.module.css';

interface NewsPaginationProps {
  tab: string;
  page: number;
  totalPages: number;
  /** Called when a page is chosen, before the router navigates (to bring the list into view). */
  onNavigate: () => void;
}

/**
 * Page links for the list, only when there is more than one page: the previous and next pages, the
 * first and the last, and the current page's neighbours (‹ 1 … 39 40 41 … 100 ›, one row on a
 * phone). Every control is a real link to `?page=n` (open in a new tab, copy, share); the current
 * tab is kept.
 */
export function NewsPagination({ tab, page, totalPages, onNavigate }: NewsPaginationProps) {
  const t = useText('news', news).pagination;
  if (totalPages <= 1) return null;
  const linkTo = (target: number) => ({
    component: Link,
    // The router marks a link as the current page when the URL merely contains its search, and
    // page 1's link has none: only an exact match may agree with the pagination's own aria-current.
    ...linkOptions({ to: '/tin-tuc', search: { tab, page: target }, resetScroll: false, activeOptions: { exact: true } }),
  });
  // At either end the control leads nowhere: a disabled button, not a link to the page shown.
  const control = (target: number, label: string) =>
    target < 1 || target > totalPages ? { 'aria-label': label } : { ...linkTo(target), 'aria-label': label };

  return (
    <nav aria-label={t.label} className={classes.nav}>
      <Pagination
        total={totalPages}
        value={page}
        siblings={1}
        boundaries={1}
        onChange={onNavigate}
        radius="xl"
        gap="var(--news-pages-gap)"
        classNames={{ control: classes.control, dots: classes.dots }}
        getItemProps={(target) => ({ ...linkTo(target), 'aria-label': fill(t.page, { page: target }) })}
        getControlProps={(direction) =>
          direction === 'previous' ? control(page - 1, t.previous) : control(page + 1, t.next)
        }
      />
    </nav>
  );
}
