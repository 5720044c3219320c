import { IconArrowRight } from '@tabler/icons-react';
import { Await, CatchBoundary } from '@tanstack/react-router';
import { ButtonLink } from '@/components/links';
import { Section } from '@/components/Section';
import { StatusMessage } from '@/components/StatusMessage';
import { isAbortError } from '@/lib/api-error';
import type { HomeNews } from './load-home-news';
import { NewsCard } from './NewsCard';
import classes from './NewsHighlights.module.css';

/** The home page's news and events: the hot article and the latest four (one on small phones). */
export function NewsHighlights({ news }: { news: Promise<HomeNews> }) {
  return (
    <Section labelledBy="tin-tuc-su-kien" title="TIN TỨC VÀ SỰ KIỆN" subtitle="Những hoạt động mới nhất tại Mặt Trời Nhỏ">
      <CatchBoundary getResetKey={() => news} errorComponent={NewsBlockError}>
        <Await promise={news} fallback={<StatusMessage kind="loading" message="Đang tải tin tức" />}>
          {({ hot, latest }) =>
            hot || latest.length ? (
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
            ) : (
              <StatusMessage kind="info" message="Trung tâm chưa có tin tức mới. Ba mẹ quay lại sau nhé!" />
            )
          }
        </Await>
      </CatchBoundary>
      <div className={classes.more}>
        <ButtonLink to="/tin-tuc" variant="outline" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
          Xem tất cả tin tức
        </ButtonLink>
      </div>
    </Section>
  );
}

/** A failed news call shows in this block only; an aborted one (the visitor left) shows nothing. */
function NewsBlockError({ error }: { error: unknown }) {
  if (isAbortError(error)) return null;
  return <StatusMessage kind="error" message="Không tìm thấy tin tức" />;
}
