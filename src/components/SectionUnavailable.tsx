import { Text } from '@mantine/core';
import { useState } from 'react';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { loadPageAgain } from '@/lib/code-load-failures';
import { RetryButton } from './RetryButton';
import { StatusMessage } from './StatusMessage';

/**
 * In the place of a home section whose code could not load (the phone went offline before it
 * came): 'Thử lại' loads the page again once online (code-load-failures.ts); offline, it says so.
 */
export function SectionUnavailable() {
  const { lazyPart, errorPage } = useText('shell', shell);
  const [offline, setOffline] = useState(false);
  const retry = () => {
    if (!loadPageAgain()) setOffline(true);
  };
  return (
    <StatusMessage kind="error" message={lazyPart.unavailable}>
      {offline && <Text ta="center">{errorPage.offline}</Text>}
      <RetryButton variant="outline" onRetry={retry} />
    </StatusMessage>
  );
}
