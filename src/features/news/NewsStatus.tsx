import { Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '@/components/links';
import { RetryButton } from '@/components/RetryButton';
import { StatusMessage } from '@/components/StatusMessage';
import { allNewsTab } from './news-search';

export function NewsPending() {
  return <StatusMessage kind="loading" message="Đang tải tin tức" />;
}

const allNewsLink = (
  <ButtonLink to="/tin-tuc" variant="outline">
    Xem tất cả tin tức
  </ButtonLink>
);

/** Not found and failed loads read the same to a parent (docs/product.md#messages); trying again would find nothing. */
export function NewsNotFound() {
  return (
    <StatusMessage kind="error" message="Không tìm thấy tin tức" pageHeading>
      {allNewsLink}
    </StatusMessage>
  );
}

/** The article could not load (server or network): the same words, and a way to try again. */
export function NewsArticleError() {
  return (
    <StatusMessage kind="error" message="Không tìm thấy tin tức" pageHeading>
      <Group justify="center" gap="sm">
        <RetryButton />
        {allNewsLink}
      </Group>
    </StatusMessage>
  );
}

/** The list could not load: the same words, and a way to try again without reloading the site. */
export function NewsListError() {
  return (
    <StatusMessage kind="error" message="Không tìm thấy tin tức" pageHeading>
      <Group justify="center" gap="sm">
        <RetryButton />
        <ButtonLink to="/" variant="outline">
          Về trang chủ
        </ButtonLink>
      </Group>
    </StatusMessage>
  );
}

interface NewsEmptyProps {
  tab: string;
  page: number;
}

/**
 * Nothing to list: a category without articles, a page past the last one (an old link), or a
 * site with no articles yet. Each offers the way back that makes sense.
 */
export function NewsEmpty({ tab, page }: NewsEmptyProps) {
  const action = (label: string, search: { tab?: string }) => (
    <ButtonLink to="/tin-tuc" search={search} variant="outline" rightSection={<IconArrowRight size={18} aria-hidden />}>
      {label}
    </ButtonLink>
  );
  if (page > 1) {
    return (
      <StatusMessage kind="info" message={`Trang ${page} không có bài viết nào`}>
        {action('Về trang 1', { tab })}
      </StatusMessage>
    );
  }
  if (tab !== allNewsTab) {
    return (
      <StatusMessage kind="info" message="Chưa có bài viết nào trong mục này">
        {action('Xem tất cả tin tức', {})}
      </StatusMessage>
    );
  }
  return <StatusMessage kind="info" message="Trung tâm chưa có tin tức mới. Ba mẹ quay lại sau nhé!" />;
}
