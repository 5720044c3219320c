import { Link } from '@tanstack/react-router';
import { formatDate } from '@/lib/format-date';
import type { NewsArticle } from './api/news.schemas';
import { articleLabel } from './article-label';
import classes from './NewsCard.module.css';

interface NewsCardProps {
  article: NewsArticle;
  /** The featured layout: picture beside the text, larger title. */
  featured?: boolean;
  headingLevel?: 'h3' | 'h4';
}

/** An article's card: picture, category, date, title, summary; the whole card opens it. */
export function NewsCard({ article, featured = false, headingLevel: Heading = 'h3' }: NewsCardProps) {
  return (
    <article className={classes.card} data-featured={featured || undefined}>
      <img className={classes.image} src={article.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
      <div className={classes.body}>
        <p className={classes.meta}>
          <span className={classes.category}>{featured ? articleLabel(article) : article.category.type}</span>
          <time dateTime={article.date}>{formatDate(article.date, 'vi')}</time>
        </p>
        <Heading className={classes.title}>
          <Link to="/tin-tuc/$id" params={{ id: article._id }} className={classes.link}>
            {article.title}
          </Link>
        </Heading>
        <p className={classes.summary}>{article.summary}</p>
        <span className={classes.readMore} aria-hidden>
          Đọc tiếp →
        </span>
      </div>
    </article>
  );
}

/** The card's shape while articles load, so the block keeps its size when they arrive. */
export function NewsCardPlaceholder({ featured = false }: { featured?: boolean }) {
  return (
    <div className={classes.card} data-featured={featured || undefined} data-placeholder aria-hidden>
      <div className={classes.image} />
      <div className={classes.body}>
        <span className={classes.placeholderLine} data-width="short" />
        <span className={classes.placeholderLine} />
        <span className={classes.placeholderLine} />
        <span className={classes.placeholderLine} data-width="half" />
      </div>
    </div>
  );
}
