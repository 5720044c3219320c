import { Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { RetryButton } from './RetryButton';
import { StatusMessage } from './StatusMessage';

// Read as the page renders (after hydration in the browser; never offline on the server): no listener.
const noSubscription = () => () => undefined;
const isOffline = () => !navigator.onLine;
const onServer = () => false;

/**
 * Whatever broke, the visitor gets words in the page's language and a way on, never a blank screen: 'Thử lại'
 * loads the page's code and data again without reloading the site (RetryButton), and a phone that
 * is offline is told so.
 */
export function ErrorPage() {
  const offline = useSyncExternalStore(noSubscription, isOffline, onServer);
  const { errorPage: text } = useText('shell', shell);
  return (
    <StatusMessage kind="error" message={text.message} pageHeading>
      {offline && <Text ta="center">{text.offline}</Text>}
      <RetryButton />
    </StatusMessage>
  );
}
