import { Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '@/components/links';
import { RetryButton } from '@/components/RetryButton';
import { StatusMessage } from '@/components/StatusMessage';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { news } from '@/i18n/vi/news';
import { allNewsTab } from './news-search';

export function NewsPending() {
  const t = useText('news', news);
  return <StatusMessage kind="loading" message={t.loading} />;
}

function AllNewsLink() {
  const t = useText('news', news);
  return (
    <ButtonLink to="/tin-tuc" variant="outline">
      {t.allNews}
    </ButtonLink>
  );
}

/** Not found and failed loads read the same to a parent (docs/product.md#messages); trying again would find nothing. */
export function NewsNotFound() {
  const t = useText('news', news);
  return (
    <StatusMessage kind="error" message={t.notFound} pageHeading>
      <AllNewsLink />
    </StatusMessage>
  );
}

/** The article could not load (server or network): the same words, and a way to try again. */
export function NewsArticleError() {
  const t = useText('news', news);
  return (
    <StatusMessage kind="error" message={t.notFound} pageHeading>
      <Group justify="center" gap="sm">
        <RetryButton />
        <AllNewsLink />
      </Group>
    </StatusMessage>
  );
}

/** The list could not load: the same words, and a way to try again without reloading the site. */
export function NewsListError() {
  const t = useText('news', news);
  return (
    <StatusMessage kind="error" message={t.notFound} pageHeading>
      <Group justify="center" gap="sm">
        <RetryButton />
        <ButtonLink to="/" variant="outline">
          {t.home}
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
  const t = useText('news', news);
  const action = (label: string, search: { tab?: string }) => (
    <ButtonLink to="/tin-tuc" search={search} variant="outline" rightSection={<IconArrowRight size={18} aria-hidden />}>
      {label}
    </ButtonLink>
  );
  if (page > 1) {
    return (
      <StatusMessage kind="info" message={fill(t.empty.pastLastPage, { page })}>
        {action(t.empty.firstPage, { tab })}
      </StatusMessage>
    );
  }
  if (tab !== allNewsTab) {
    return (
      <StatusMessage kind="info" message={t.empty.category}>
        {action(t.allNews, {})}
      </StatusMessage>
    );
  }
  return <StatusMessage kind="info" message={t.empty.none} />;
}
