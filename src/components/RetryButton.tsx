import { Button, type ButtonProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';

/** 'Thử lại': runs the page's loaders again, without reloading the site. */
export function RetryButton({ variant }: { variant?: ButtonProps['variant'] }) {
  const router = useRouter();
  return (
    <Button variant={variant} onClick={() => void router.invalidate()} leftSection={<IconRefresh size={18} aria-hidden />}>
      Thử lại
    </Button>
  );
}
