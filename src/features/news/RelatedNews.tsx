import { Await } from '@tanstack/react-router';
import { Section } from '@/components/Section';
import { StatusMessage } from '@/components/StatusMessage';
import type { NewsArticle } from './api/news.schemas';
import { NewsCardGrid } from './NewsCardGrid';

/** One row of cards on desktop. */
const relatedShown = 3;

/**
 * 'BÀI VIẾT LIÊN QUAN': other articles of the same category, arriving after the article. If they
 * fail, the article stays and a short note says so; with none, the section is left out.
 */
export function RelatedNews({ related }: { related: Promise<NewsArticle[] | null> }) {
  return (
    <Await
      promise={related}
      fallback={
        <RelatedSection>
          <StatusMessage kind="loading" message="Đang tải tin tức" />
        </RelatedSection>
      }
    >
      {(articles) => {
        if (articles === null) {
          return (
            <RelatedSection>
              <StatusMessage kind="info" message="Chưa tải được các bài viết liên quan. Ba mẹ xem thêm ở mục Tin tức nhé." />
            </RelatedSection>
          );
        }
        if (!articles.length) return null;
        return (
          <RelatedSection>
            <NewsCardGrid articles={articles.slice(0, relatedShown)} />
          </RelatedSection>
        );
      }}
    </Await>
  );
}

function RelatedSection({ children }: { children: React.ReactNode }) {
  return (
    <Section labelledBy="bai-viet-lien-quan" title="BÀI VIẾT LIÊN QUAN" tinted>
      {children}
    </Section>
  );
}
