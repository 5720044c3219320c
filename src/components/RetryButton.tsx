import { Button, type ButtonProps } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';

/**
 * 'Thử lại': runs the page's loaders again (and fetches code that failed), without reloading the
 * site. While it is shown, the browser coming back online tries again by itself.
 */
export function RetryButton({ variant }: { variant?: ButtonProps['variant'] }) {
  const router = useRouter();
  const retry = () => void router.invalidate();
  useWindowEvent('online', retry);
  return (
    <Button variant={variant} onClick={retry} leftSection={<IconRefresh size={18} aria-hidden />}>
      Thử lại
    </Button>
  );
}
