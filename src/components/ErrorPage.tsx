import { Button } from '@mantine/core';
import { IconReload } from '@tabler/icons-react';
import { StatusMessage } from './StatusMessage';

/** Whatever broke, the visitor gets Vietnamese words and a way on, never a blank screen. */
export function ErrorPage() {
  return (
    <StatusMessage kind="error" message="Đã có lỗi xảy ra. Vui lòng thử lại sau." pageHeading>
      <Button leftSection={<IconReload size={18} aria-hidden />} onClick={() => window.location.reload()}>
        Tải lại trang
      </Button>
    </StatusMessage>
  );
}
