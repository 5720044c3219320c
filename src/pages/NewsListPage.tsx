import { Loader, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useHydrated, useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { ButtonLink } from '@/components/links';
import { PageHero } from '@/components/PageHero';
import { Section } from '@/components/Section';
import { SectionHeading } from '@/components/SectionHeading';
import { pageHeroImages } from '@/lib/page-hero-images';
import type { NewsTeaser } from '@/lib/api/news.schemas';
import { articleLang } from '@/features/news/article-label';
import type { NewsListData } from '@/features/news/load-news-list';
import { NewsCardGrid, NewsCardGridPlaceholder } from '@/features/news/NewsCardGrid';
import { NewsCategoryTabs } from '@/features/news/NewsCategoryTabs';
import { NewsLanguageNote } from '@/features/news/NewsLanguageNote';
import { useLocale, useText } from '@/i18n/use-text';
import { news as newsText } from '@/i18n/vi/news';
import classes from './NewsListPage.module.css';
import { NewsPagination } from '@/features/news/NewsPagination';
import { NewsEmpty } from '@/features/news/NewsStatus';
import { newsPageSize } from '@/lib/api/news.api';

/** '/tin-tuc': the featured article, then the articles by category, six per page (docs/product.md#news-list). */
export function NewsListPage({ data }: { data: NewsListData }) {
  const { hot, categories, news, totalPages, tab, page } = data;
  const t = useText('news', newsText);
  const listTop = useRef<HTMLDivElement>(null);
  // Another tab or page of this list is loading: the current cards stay, dimmed, until it arrives.
  // Never while the page hydrates: the server rendered it idle, and the browser's router may start
  // loading before this part hydrates (an address with a query the page does not read: React's #418).
  const hydrated = useHydrated();
  const loading = useRouterState({
    select: (state) => state.isLoading && state.location.pathname === state.resolvedLocation?.pathname,
  });
  const busy = hydrated && loading;

  return (
    <>
      <NewsListHero hot={hot} />

      <Section labelledBy="danh-sach-tin-tuc">
        <div ref={listTop} className={classes.top}>
          <NewsListHeading />
        </div>
        <NewsCategoryTabs categories={categories} active={tab}>
          <div className={classes.results}>
            <div role="status" className={classes.busy}>
              {busy && (
                <>
                  <Loader size="xs" color="orange" aria-hidden />
                  {t.loading}
                </>
              )}
            </div>
            {news.length ? <NewsCardGrid articles={news} busy={busy} /> : <NewsEmpty tab={tab} page={page} />}
          </div>
          <NewsPagination
            tab={tab}
            page={page}
            totalPages={totalPages}
            onNavigate={() => listTop.current?.scrollIntoView({ block: 'start' })}
          />
        </NewsCategoryTabs>
      </Section>
    </>
  );
}

/** The list's heading. */
function NewsListHeading() {
  const t = useText('news', newsText).list;
  return <SectionHeading id="danh-sach-tin-tuc" title={t.title} subtitle={t.subtitle} />;
}

/**
 * The page's opening: the featured article's title under its label, or the page's lead. On an
 * English page it first says that the articles are in Vietnamese, before the first Vietnamese
 * words (docs/decisions.md#news-on-english-pages).
 */
function NewsListHero({ hot }: { hot: NewsTeaser | null }) {
  const t = useText('news', newsText);
  const locale = useLocale();
  return (
    <PageHero
      title={t.list.heroTitle}
      {...pageHeroImages('news')}
      actions={
        hot && (
          <ButtonLink
            to="/tin-tuc/$id"
            params={{ id: hot._id }}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t.list.readFeatured}
          </ButtonLink>
        )
      }
    >
      <NewsLanguageNote inHero />
      {hot ? (
        <>
          <span className={classes.hotLabel}>{t.featured}</span>
          <span className={classes.hotTitle} lang={articleLang(locale)}>
            {hot.title}
          </span>
        </>
      ) : (
        t.list.heroLead
      )}
    </PageHero>
  );
}

/**
 * The page while its articles load (and as it is prerendered: news is not known when the site is
 * built): the hero and heading, then the tabs' row and six cards' shapes, so nothing moves when
 * the articles arrive.
 */
export function NewsListPending() {
  const t = useText('news', newsText);
  return (
    <>
      <NewsListHero hot={null} />
      <Section labelledBy="danh-sach-tin-tuc">
        <div className={classes.top}>
          <NewsListHeading />
        </div>
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        <div className={classes.tabsPlaceholder} />
        <NewsCardGridPlaceholder count={newsPageSize} />
      </Section>
    </>
  );
}
