import { Text } from '@mantine/core';
import type { FaqId } from '@/content/faq/faq.types';
import { AnchorLink } from './links';

/**
 * A line on a page that a question of /cau-hoi-thuong-gap is about: 'Câu hỏi thường gặp về …',
 * leading to that question, which opens there.
 */
export function FaqLink({ id, about }: { id: FaqId; about: string }) {
  return (
    <Text ta="center" mt="md" textWrap="balance">
      <AnchorLink to="/cau-hoi-thuong-gap" hash={id} c="var(--site-link-color)" underline="always" fw={600}>
        Câu hỏi thường gặp về {about}
      </AnchorLink>
    </Text>
  );
}
