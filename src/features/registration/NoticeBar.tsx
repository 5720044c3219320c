import { Notification, Portal } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { zIndex } from '@/theme/tokens';
import classes from './NoticeBar.module.css';

/** How long a notice stays up unless closed first (docs/product.md#constants). */
export const noticeDurationMs = 6000;

export interface Notice {
  kind: 'success' | 'error';
  message: string;
  /** A second line, e.g. another way to reach the centre. */
  detail?: ReactNode;
}

/**
 * The registration form's notice bar: fixed at the top centre under the sticky header on wider
 * screens, at the bottom centre on phones, above everything but tooltips. Success is a polite
 * status, failures are alerts. Hides itself after `noticeDurationMs` or when closed.
 */
export function NoticeBar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  // Each new notice, the same message again too, is a new element (read out again) with its own timer.
  const [shown, setShown] = useState({ notice, key: 0 });
  if (shown.notice !== notice) setShown({ notice, key: shown.key + 1 });
  const { start, clear } = useTimeout(onClose, noticeDurationMs);
  useEffect(() => {
    if (notice) start();
    return clear;
  }, [notice, start, clear]);

  return (
    <Portal>
      <div className={classes.layer} style={{ zIndex: zIndex.notification }}>
        {notice && (
          <Notification
            key={shown.key}
            role={notice.kind === 'success' ? 'status' : 'alert'}
            aria-live={notice.kind === 'success' ? 'polite' : 'assertive'}
            color={notice.kind === 'success' ? 'teal' : 'red'}
            withBorder
            withCloseButton
            closeButtonProps={{ 'aria-label': 'Đóng thông báo' }}
            onClose={onClose}
            className={classes.notice}
            classNames={{ description: classes.message }}
            data-kind={notice.kind}
          >
            {notice.message}
            {notice.detail && <span className={classes.detail}>{notice.detail}</span>}
          </Notification>
        )}
      </div>
    </Portal>
  );
}
