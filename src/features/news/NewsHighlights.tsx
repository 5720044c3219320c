import { VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '@/components/links';
import { Section } from '@/components/Section';
import { StatusMessage } from '@/components/StatusMessage';
import { Await, useHydrated } from '@tanstack/react-router';
import { useText } from '@/i18n/use-text';
import { news as newsText } from '@/i18n/vi/news';
import { homeLatestCount } from './home-news-count';
import type { HomeNews } from './load-home-news';
import { NewsCard, NewsCardPlaceholder } from './NewsCard';
import { NewsLanguageNote } from './NewsLanguageNote';
import classes from './NewsHighlights.module.css';

/** The news; or, when the render server left it to the browser (a demo's slow scenario), how to load it (once). */
export type HomeNewsSource = Promise<HomeNews | null> | (() => Promise<HomeNews | null>);

/**
 * The home page's news and events: the hot article and the latest four (one on small phones).
 * The render server sends it whole; on a visit that comes from another page the block keeps the
 * cards' shape while the news loads. `null`: it could not be loaded, and that shows in this block only.
 */
export function NewsHighlights({ news }: { news: HomeNewsSource }) {
  const t = useText('news', newsText);
  // Left to the browser: the placeholder as the server rendered it, until the block has hydrated.
  const hydrated = useHydrated();
  const promise = typeof news === 'function' ? (hydrated ? news() : undefined) : news;
  return (
    <Section labelledBy="tin-tuc-su-kien" title={t.highlights.title} subtitle={t.highlights.subtitle}>
      <NewsLanguageNote />
      {promise ? (
        <Await promise={promise} fallback={<HighlightsPlaceholder />}>
          {(loaded) => (loaded ? <Highlights news={loaded} /> : <StatusMessage kind="error" message={t.notFound} />)}
        </Await>
      ) : (
        <HighlightsPlaceholder />
      )}
      <div className={classes.more}>
        <ButtonLink to="/tin-tuc" variant="outline" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
          {t.allNews}
        </ButtonLink>
      </div>
    </Section>
  );
}

function Highlights({ news: { hot, latest } }: { news: HomeNews }) {
  const t = useText('news', newsText);
  if (!hot && !latest.length) {
    return <StatusMessage kind="info" message={t.empty.none} />;
  }
  return (
    <div className={classes.layout}>
      {hot && (
        <div className={classes.hot}>
          <NewsCard article={hot} featured />
        </div>
      )}
      <ul className={classes.latest}>
        {latest.map((article) => (
          <li key={article._id}>
            <NewsCard article={article} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function HighlightsPlaceholder() {
  const t = useText('news', newsText);
  return (
    <div className={classes.layout}>
      <div className={classes.hot}>
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        <NewsCardPlaceholder featured />
      </div>
      <ul className={classes.latest} aria-hidden>
        {Array.from({ length: homeLatestCount }, (_, index) => (
          <li key={index}>
            <NewsCardPlaceholder />
          </li>
        ))}
      </ul>
    </div>
  );
}
