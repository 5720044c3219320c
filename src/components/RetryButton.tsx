import { Button, type ButtonProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';

interface RetryButtonProps {
  variant?: ButtonProps['variant'];
  /** What trying again is for a part of the page (a home section); for a page, its loaders. */
  onRetry?: () => void;
}

/**
 * 'Thử lại': runs the page's loaders again (and fetches code that failed), without reloading the
 * site.
 */
export function RetryButton({ variant, onRetry }: RetryButtonProps) {
  const router = useRouter();
  const { retry: label } = useText('shell', shell);
  const retry = onRetry ?? (() => void router.invalidate());
  return (
    <Button variant={variant} onClick={retry} leftSection={<IconRefresh size={18} aria-hidden />}>
      {label}
    </Button>
  );
}
