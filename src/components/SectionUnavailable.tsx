import { Text } from '@mantine/core';
import { useState } from 'react';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { RetryButton } from './RetryButton';
import { StatusMessage } from './StatusMessage';

/**
 * In the place of a home section whose code could not load (the phone went offline before it
 * came). The browser keeps that failure for the rest of the document (Chromium does not fetch a
 * failed chunk's importer again), so 'Thử lại' loads the page again, as the parent asks and only
 * online: offline, that load would be the browser's own error page, and the notice says why not.
 */
export function SectionUnavailable() {
  const { lazyPart, errorPage } = useText('shell', shell);
  const [offline, setOffline] = useState(false);
  const retry = () => {
    if (navigator.onLine) window.location.reload();
    else setOffline(true);
  };
  return (
    <StatusMessage kind="error" message={lazyPart.unavailable}>
      {offline && <Text ta="center">{errorPage.offline}</Text>}
      <RetryButton variant="outline" onRetry={retry} />
    </StatusMessage>
  );
}
