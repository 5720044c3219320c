import { Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { RetryButton } from './RetryButton';
import { StatusMessage } from './StatusMessage';

// Read as the page renders (after hydration in the browser; never offline on the server): no listener.
const noSubscription = () => () => undefined;
const isOffline = () => !navigator.onLine;
const onServer = () => false;

/**
 * Whatever broke, the visitor gets Vietnamese words and a way on, never a blank screen: 'Thử lại'
 * loads the page's code and data again without reloading the site (RetryButton), and a phone that
 * is offline is told so.
 */
export function ErrorPage() {
  const offline = useSyncExternalStore(noSubscription, isOffline, onServer);
  return (
    <StatusMessage kind="error" message="Đã có lỗi xảy ra. Vui lòng thử lại sau." pageHeading>
      {offline && <Text ta="center">Không có kết nối mạng. Vui lòng kiểm tra kết nối mạng rồi bấm Thử lại.</Text>}
      <RetryButton />
    </StatusMessage>
  );
}
