import type { NewsContent } from './api/news.schemas';
import classes from './NewsContentBlock.module.css';

/**
 * One part of an article: its subtitle, its text with the author's line breaks kept (plain text:
 * React escapes it, so markup in the text shows as written), and its picture when it has one.
 */
export function NewsContentBlock({ block }: { block: NewsContent }) {
  return (
    <div className={classes.block}>
      {block.subtitle && <h2 className={classes.subtitle}>{block.subtitle}</h2>}
      {block.description && (
        <p className={classes.description} style={{ whiteSpace: 'pre-line' }}>
          {block.description}
        </p>
      )}
      {block.image && (
        <img className={classes.blockImage} src={block.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
      )}
    </div>
  );
}
