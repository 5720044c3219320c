import type { NewsContent } from '@/lib/api/news.schemas';
import { descriptionParts } from './description-parts';
import classes from './NewsContentBlock.module.css';

/**
 * One part of an article: its subtitle, its text, and its picture when it has one. The text is
 * plain (React escapes it, so markup shows as written): the author's line breaks are kept, and
 * consecutive lines starting with "- " become a real list. `lang`: the article's language, when it
 * is not the page's.
 */
export function NewsContentBlock({ block, lang }: { block: NewsContent; lang?: 'vi' | undefined }) {
  return (
    <div className={classes.block} lang={lang}>
      {block.subtitle && <h2 className={classes.subtitle}>{block.subtitle}</h2>}
      {descriptionParts(block.description).map((part, index) =>
        part.kind === 'text' ? (
          <p key={index} className={classes.description} style={{ whiteSpace: 'pre-line' }}>
            {part.text}
          </p>
        ) : (
          <ul key={index} className={classes.list}>
            {part.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
      {block.image && (
        <img className={classes.blockImage} src={block.image} alt="" width={1200} height={675} loading="lazy" decoding="async" />
      )}
    </div>
  );
}
