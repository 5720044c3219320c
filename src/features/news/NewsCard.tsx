import { Link } from '@tanstack/react-router';
import { useLocale, useText } from '@/i18n/use-text';
import { news } from '@/i18n/vi/news';
import { formatDate } from '@/lib/format-date';
import type { NewsTeaser } from '@/lib/api/news.schemas';
import { articleLabel, articleLang, categoryName } from './article-label';
import classes from './NewsCard.module.css';

interface NewsCardProps {
  article: NewsTeaser;
  /** The featured layout: picture beside the text, larger title. */
  featured?: boolean;
  headingLevel?: 'h3' | 'h4';
}

/**
 * An article's card: picture, category, date, title, summary; the whole card opens it. On an English
 * page, the frame (label, date, 'Read more') is in English and the article's text is marked as Vietnamese.
 */
export function NewsCard({ article, featured = false, headingLevel: Heading = 'h3' }: NewsCardProps) {
  const t = useText('news', news);
  const locale = useLocale();
  const label = featured ? articleLabel(article, t, locale) : categoryName(article.category.type, t, locale);
  return (
    <article className={classes.card} data-featured={featured || undefined}>
      <img className={classes.image} src={article.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
      <div className={classes.body}>
        <p className={classes.meta}>
          <span className={classes.category} lang={label.lang}>
            {label.text}
          </span>
          <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
        </p>
        <Heading className={classes.title} lang={articleLang(locale)}>
          <Link to="/tin-tuc/$id" params={{ id: article._id }} className={classes.link}>
            {article.title}
          </Link>
        </Heading>
        <p className={classes.summary} lang={articleLang(locale)}>
          {article.summary}
        </p>
        <span className={classes.readMore} aria-hidden>
          {t.readMore}
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
