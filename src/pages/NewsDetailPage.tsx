import { Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { RegisterButton } from '@/components/layout/RegisterButton';
import { AnchorLink, ButtonLink } from '@/components/links';
import { textMeasure } from '@/components/measure';
import { PageTitle } from '@/components/PageTitle';
import { formatDate } from '@/lib/format-date';
import type { NewsArticle } from '@/features/news/api/news.schemas';
import { articleLabel } from '@/features/news/article-label';
import { NewsContentBlock } from '@/features/news/NewsContentBlock';
import classes from './NewsDetailPage.module.css';
import { RelatedNews } from '@/features/news/RelatedNews';

interface NewsDetailPageProps {
  article: NewsArticle;
  related: Promise<NewsArticle[] | null>;
}

/** '/tin-tuc/{id}': the article, then related articles of its category (docs/product.md#news-detail). */
export function NewsDetailPage({ article, related }: NewsDetailPageProps) {
  return (
    <>
      <article aria-labelledby="news-article-title">
        <div className={classes.hero}>
          <Container size="xl" className={classes.heroInner}>
            <div className={classes.heroText}>
              <p className={classes.meta}>
                <span className={classes.label}>{articleLabel(article)}</span>
                <time dateTime={article.date}>{formatDate(article.date, 'vi')}</time>
              </p>
              <PageTitle id="news-article-title">{article.title}</PageTitle>
            </div>
            <img
              className={classes.heroImage}
              src={article.image}
              alt=""
              width={1200}
              height={675}
              fetchPriority="high"
              decoding="async"
            />
          </Container>
        </div>

        <Container size={textMeasure} className={classes.body}>
          <p className={classes.summary} style={{ fontStyle: 'italic' }}>
            {article.summary}
          </p>
          {article.contents.map((block) => (
            <NewsContentBlock key={block._id} block={block} />
          ))}
          <AnchorLink to="/tin-tuc" className={classes.back} fw={700}>
            <IconArrowLeft size={18} aria-hidden />
            Tất cả tin tức
          </AnchorLink>
        </Container>
      </article>
      <Container size={textMeasure} fz="lg" pb="xl">
        {/* After every article, where a parent can act on it: the form (at the end of home) or the level check. */}
        <Paper
          component="aside"
          aria-labelledby="dang-ky-tu-bai-viet"
          withBorder
          radius="lg"
          p="lg"
          bg="var(--site-section-tint)"
        >
          <Title order={2} id="dang-ky-tu-bai-viet" fz="xl" c="var(--site-heading-color)">
            Cho bé học thử miễn phí
          </Title>
          <Text mt="xs" mb="md">
            Phụ huynh để lại họ tên và số điện thoại, Trung tâm sẽ gọi lại để hẹn buổi kiểm tra trình độ và học thử miễn phí cho
            bé.
          </Text>
          <Group gap="sm">
            <RegisterButton label="Đăng ký học thử miễn phí" />
            <ButtonLink to="/kiem-tra-trinh-do" variant="outline">
              Kiểm tra trình độ trực tuyến
            </ButtonLink>
          </Group>
        </Paper>
      </Container>

      <RelatedNews related={related} />
    </>
  );
}
