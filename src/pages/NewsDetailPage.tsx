import { Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { RegisterButton } from '@/components/layout/RegisterButton';
import { AnchorLink, ButtonLink } from '@/components/links';
import { textMeasure } from '@/components/measure';
import { PageTitle } from '@/components/PageTitle';
import { formatDate } from '@/lib/format-date';
import type { NewsArticle, NewsTeaser } from '@/lib/api/news.schemas';
import { articleLabel, articleLang } from '@/features/news/article-label';
import { NewsContentBlock } from '@/features/news/NewsContentBlock';
import { NewsLanguageNote } from '@/features/news/NewsLanguageNote';
import classes from './NewsDetailPage.module.css';
import { RelatedNews } from '@/features/news/RelatedNews';
import { useLocale, useText } from '@/i18n/use-text';
import { news } from '@/i18n/vi/news';

interface NewsDetailPageProps {
  article: NewsArticle;
  related: Promise<NewsTeaser[] | null>;
}

/**
 * '/tin-tuc/{id}': the article, then related articles of its category (docs/product.md#news-detail).
 * On an English page, the article as the centre wrote it, marked as Vietnamese, in an English frame.
 */
export function NewsDetailPage({ article, related }: NewsDetailPageProps) {
  const t = useText('news', news);
  const locale = useLocale();
  const label = articleLabel(article, t, locale);
  const lang = articleLang(locale);
  return (
    <>
      <article aria-labelledby="news-article-title">
        <div className={classes.hero}>
          <Container size="xl" className={classes.heroInner}>
            <div className={classes.heroText}>
              <p className={classes.meta}>
                <span className={classes.label} lang={label.lang}>
                  {label.text}
                </span>
                <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
              </p>
              <PageTitle id="news-article-title">{lang ? <span lang={lang}>{article.title}</span> : article.title}</PageTitle>
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
          <NewsLanguageNote align="start" />
          <p className={classes.summary} style={{ fontStyle: 'italic' }} lang={lang}>
            {article.summary}
          </p>
          {article.contents.map((block) => (
            <NewsContentBlock key={block._id} block={block} lang={lang} />
          ))}
          <AnchorLink to="/tin-tuc" className={classes.back} fw={700}>
            <IconArrowLeft size={18} aria-hidden />
            {t.article.back}
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
            {t.article.invite.title}
          </Title>
          <Text mt="xs" mb="md">
            {t.article.invite.text}
          </Text>
          <Group gap="sm">
            <RegisterButton label={t.article.invite.register} />
            <ButtonLink to="/kiem-tra-trinh-do" variant="outline">
              {t.article.invite.levelCheck}
            </ButtonLink>
          </Group>
        </Paper>
      </Container>

      <RelatedNews related={related} />
    </>
  );
}
