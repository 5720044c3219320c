import { Text } from '@mantine/core';
import type { FaqId } from '@/content/faq/faq.types';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { AnchorLink } from './links';

/**
 * A line on a page that a question of /cau-hoi-thuong-gap is about: 'Câu hỏi thường gặp về …',
 * leading to that question, which opens there. `about` is in the page's language.
 */
export function FaqLink({ id, about }: { id: FaqId; about: string }) {
  const { faqLink } = useText('shell', shell);
  return (
    <Text ta="center" mt="md" textWrap="balance">
      <AnchorLink to="/cau-hoi-thuong-gap" hash={id} c="var(--site-link-color)" underline="always" fw={600}>
        {fill(faqLink, { about })}
      </AnchorLink>
    </Text>
  );
}
