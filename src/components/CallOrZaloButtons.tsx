import { Button, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { siteConfig } from '@/lib/site-config';

/** 'Gọi {phone}' and 'Nhắn Zalo' (a new tab), the two quick ways to reach the centre; the caller lays them out. */
export function CallOrZaloButtons({ callVariant = 'filled' }: { callVariant?: 'filled' | 'outline' }) {
  return (
    <>
      <Button component="a" href={siteConfig.phoneHref} variant={callVariant} leftSection={<IconPhone size={18} aria-hidden />}>
        Gọi {siteConfig.phone}
      </Button>
      <Button
        component="a"
        href={siteConfig.zaloHref}
        target="_blank"
        rel="noopener noreferrer"
        variant="outline"
        leftSection={<IconMessageCircle size={18} aria-hidden />}
      >
        Nhắn Zalo<VisuallyHidden> (mở thẻ mới)</VisuallyHidden>
      </Button>
    </>
  );
}
