import type { NewsTeaser } from '@/lib/api/news.schemas';
import { NewsCard, NewsCardPlaceholder } from './NewsCard';
import classes from './NewsCardGrid.module.css';

interface NewsCardGridProps {
  articles: NewsTeaser[];
  /** While a newer page loads, the old cards stay, dimmed, and the list says it is busy. */
  busy?: boolean;
}

/** Article cards in one, two, then three columns. */
export function NewsCardGrid({ articles, busy = false }: NewsCardGridProps) {
  return (
    <ul className={classes.grid} aria-busy={busy || undefined} data-busy={busy || undefined}>
      {articles.map((article) => (
        <li key={article._id}>
          <NewsCard article={article} />
        </li>
      ))}
    </ul>
  );
}

/** The shapes of `count` cards in the same columns, while the articles load (nothing moves when they arrive). */
export function NewsCardGridPlaceholder({ count }: { count: number }) {
  return (
    <ul className={classes.grid} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <NewsCardPlaceholder />
        </li>
      ))}
    </ul>
  );
}
