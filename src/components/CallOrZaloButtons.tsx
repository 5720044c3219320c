import { Button, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { siteConfig } from '@/lib/site-config';

/** 'Gọi {phone}' and 'Nhắn Zalo' (a new tab), the two quick ways to reach the centre; the caller lays them out. */
export function CallOrZaloButtons({ callVariant = 'filled' }: { callVariant?: 'filled' | 'outline' }) {
  const text = useText('shell', shell);
  return (
    <>
      <Button component="a" href={siteConfig.phoneHref} variant={callVariant} leftSection={<IconPhone size={18} aria-hidden />}>
        {fill(text.callOrZalo.call, { phone: siteConfig.phone })}
      </Button>
      <Button
        component="a"
        href={siteConfig.zaloHref}
        target="_blank"
        rel="noopener noreferrer"
        variant="outline"
        leftSection={<IconMessageCircle size={18} aria-hidden />}
      >
        {text.callOrZalo.zalo}
        <VisuallyHidden> ({text.newTab})</VisuallyHidden>
      </Button>
    </>
  );
}
