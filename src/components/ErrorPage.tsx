import { Text } from '@mantine/core';
import { useReducer, useSyncExternalStore } from 'react';
import { useText } from '@/i18n/use-text';
import { shell } from '@/i18n/vi/shell';
import { isCodeLoadFailure, loadPageAgain } from '@/lib/code-load-failures';
import { RetryButton } from './RetryButton';
import { StatusMessage } from './StatusMessage';

// Read as the page renders (after hydration in the browser; never offline on the server): no listener.
const noSubscription = () => () => undefined;
const isOffline = () => !navigator.onLine;
const onServer = () => false;

/**
 * Whatever broke, the visitor gets words in the page's language and a way on, never a blank screen: 'Thử lại'
 * loads the page's data again without reloading the site (RetryButton), or, when it is the page's
 * code that could not load, the page again once online (code-load-failures.ts); a phone that is
 * offline is told so, and again on each 'Thử lại' while it still is.
 */
export function ErrorPage({ error }: { error?: unknown }) {
  const offline = useSyncExternalStore(noSubscription, isOffline, onServer);
  const [, renderAgain] = useReducer((tries: number) => tries + 1, 0);
  const { errorPage: text } = useText('shell', shell);
  const retryCode = () => {
    if (!loadPageAgain()) renderAgain();
  };
  return (
    <StatusMessage kind="error" message={text.message} pageHeading>
      {offline && <Text ta="center">{text.offline}</Text>}
      <RetryButton onRetry={isCodeLoadFailure(error) ? retryCode : undefined} />
    </StatusMessage>
  );
}
