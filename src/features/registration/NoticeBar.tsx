import { Notification, Portal } from '@mantine/core';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { zIndex } from '@/theme/tokens';
import classes from './NoticeBar.module.css';

/** How long a notice stays up unless closed first (docs/product.md#constants). */
export const noticeDurationMs = 6000;

export interface Notice {
  /** Another id than the notice shown before, so a repeated message still replaces the bar and restarts its timer. */
  id: number;
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
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(close, noticeDurationMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <Portal>
      <div className={classes.layer} style={{ zIndex: zIndex.notification }}>
        {notice && (
          <Notification
            key={notice.id}
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
