import { Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { RetryButton } from './RetryButton';
import { StatusMessage } from './StatusMessage';

/**
 * Whatever broke, the visitor gets Vietnamese words and a way on, never a blank screen. Trying
 * again loads the page's code and data again without reloading the site: a phone that lost its
 * connection keeps the page (a reload would show the browser's offline page), and tries again by
 * itself when the browser is back online (RetryButton).
 */
export function ErrorPage() {
  const { online } = useNetwork();
  return (
    <StatusMessage kind="error" message="Đã có lỗi xảy ra. Vui lòng thử lại sau." pageHeading>
      {!online && <Text ta="center">Không có kết nối mạng. Trang sẽ tự tải lại khi có mạng trở lại.</Text>}
      <RetryButton />
    </StatusMessage>
  );
}
