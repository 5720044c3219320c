import { Container, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { ButtonLink } from '@/components/links';
import { PageTitle } from '@/components/PageTitle';
import { SiteImage } from '@/components/SiteImage';

const illustration = {
  src: 'images/not-found.svg',
  width: 480,
  height: 360,
  alt: 'Em bé cầm bản đồ đứng cạnh biển chỉ đường có dấu chấm hỏi',
};

export function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="lg" ta="center">
        <SiteImage picture={illustration} priority style={{ maxWidth: 360 }} />
        <PageTitle>TRANG NÀY KHÔNG TỒN TẠI</PageTitle>
        <Text c="var(--site-muted-text)">Đường dẫn có thể đã thay đổi hoặc trang đã được gỡ bỏ.</Text>
        <ButtonLink to="/" size="md" leftSection={<IconHome size={18} aria-hidden />}>
          Về trang chủ
        </ButtonLink>
      </Stack>
    </Container>
  );
}
