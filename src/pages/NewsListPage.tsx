import { Loader, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { ButtonLink } from '@/components/links';
import { PageHero } from '@/components/PageHero';
import { Section } from '@/components/Section';
import { SectionHeading } from '@/components/SectionHeading';
import { pageHeroImages } from '@/lib/page-hero-images';
import type { NewsArticle } from '@/features/news/api/news.schemas';
import { featuredLabel } from '@/features/news/article-label';
import type { NewsListData } from '@/features/news/load-news-list';
import { NewsCardGrid, NewsCardGridPlaceholder } from '@/features/news/NewsCardGrid';
import { NewsCategoryTabs } from '@/features/news/NewsCategoryTabs';
import classes from './NewsListPage.module.css';
import { NewsPagination } from '@/features/news/NewsPagination';
import { NewsEmpty } from '@/features/news/NewsStatus';
import { newsPageSize } from '@/features/news/api/news.api';

/** '/tin-tuc': the featured article, then the articles by category, six per page (docs/product.md#news-list). */
export function NewsListPage({ data }: { data: NewsListData }) {
  const { hot, categories, news, totalPages, tab, page } = data;
  const listTop = useRef<HTMLDivElement>(null);
  // Another tab or page of this list is loading: the current cards stay, dimmed, until it arrives.
  const busy = useRouterState({
    select: (state) => state.isLoading && state.location.pathname === state.resolvedLocation?.pathname,
  });

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
                  Đang tải tin tức
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

function NewsListHeading() {
  return (
    <SectionHeading
      id="danh-sach-tin-tuc"
      title="BẢN TIN MẶT TRỜI NHỎ"
      subtitle="Chọn một chủ đề để xem các bài viết cùng loại"
    />
  );
}

function NewsListHero({ hot }: { hot: NewsArticle | null }) {
  return (
    <PageHero
      title="Tin tức và sự kiện"
      {...pageHeroImages('news')}
      actions={
        hot && (
          <ButtonLink
            to="/tin-tuc/$id"
            params={{ id: hot._id }}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Đọc chi tiết
          </ButtonLink>
        )
      }
    >
      {hot ? (
        <>
          <span className={classes.hotLabel}>{featuredLabel}</span>
          <span className={classes.hotTitle}>{hot.title}</span>
        </>
      ) : (
        'Những hoạt động, sự kiện và thành tích mới nhất của các bé tại Mặt Trời Nhỏ.'
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
  return (
    <>
      <NewsListHero hot={null} />
      <Section labelledBy="danh-sach-tin-tuc">
        <div className={classes.top}>
          <NewsListHeading />
        </div>
        <VisuallyHidden role="status">Đang tải tin tức</VisuallyHidden>
        <div className={classes.tabsPlaceholder} />
        <NewsCardGridPlaceholder count={newsPageSize} />
      </Section>
    </>
  );
}
