import { Await } from '@tanstack/react-router';
import { Section } from '@/components/Section';
import { StatusMessage } from '@/components/StatusMessage';
import { useText } from '@/i18n/use-text';
import { news } from '@/i18n/vi/news';
import type { NewsTeaser } from '@/lib/api/news.schemas';
import { NewsCardGrid } from './NewsCardGrid';

/**
 * 'BÀI VIẾT LIÊN QUAN': other articles of the same category, arriving after the article. If they
 * fail, the article stays and a short note says so; with none, the section is left out.
 */
export function RelatedNews({ related }: { related: Promise<NewsTeaser[] | null> }) {
  const t = useText('news', news);
  return (
    <Await
      promise={related}
      fallback={
        <RelatedSection>
          <StatusMessage kind="loading" message={t.loading} />
        </RelatedSection>
      }
    >
      {(articles) => {
        if (articles === null) {
          return (
            <RelatedSection>
              <StatusMessage kind="info" message={t.related.failed} />
            </RelatedSection>
          );
        }
        if (!articles.length) return null;
        return (
          <RelatedSection>
            <NewsCardGrid articles={articles} />
          </RelatedSection>
        );
      }}
    </Await>
  );
}

function RelatedSection({ children }: { children: React.ReactNode }) {
  const t = useText('news', news);
  return (
    <Section labelledBy="bai-viet-lien-quan" title={t.related.title} tinted>
      {children}
    </Section>
  );
}
