import { Container, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { ButtonLink } from '@/components/links';
import { PageTitle } from '@/components/PageTitle';
import { SiteImage } from '@/components/SiteImage';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';

const illustration = { src: 'images/not-found.svg', width: 480, height: 360 };

export function NotFoundPage() {
  const { notFound: text } = useText('shell', shell);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="lg" ta="center">
        <SiteImage picture={{ ...illustration, alt: text.illustration }} priority style={{ maxWidth: 360 }} />
        <PageTitle>{text.title}</PageTitle>
        <Text c="var(--site-muted-text)">{text.text}</Text>
        <ButtonLink to="/" size="md" leftSection={<IconHome size={18} aria-hidden />}>
          {text.home}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
