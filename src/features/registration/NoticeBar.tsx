import { Notification, Portal } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { useText } from '@/i18n/use-text';
import { registration } from '@/i18n/vi/registration';
import { zIndex } from '@/theme/tokens';
import classes from './NoticeBar.module.css';

/** How long a notice stays up unless closed first (docs/product.md#constants). */
export const noticeDurationMs = 6000;

/**
 * A notice: its `detail` is a second line, e.g. another way to reach the centre. `kept`: a
 * registration the phone keeps to send by itself once it is back online, which is one message,
 * not a failure (nothing for the parent to do).
 */
export type Notice = { kind: 'success' | 'kept' | 'error'; message: string; detail?: ReactNode };

const kinds = {
  success: { role: 'status', 'aria-live': 'polite', color: 'teal' },
  kept: { role: 'status', 'aria-live': 'polite', color: 'orange' },
  error: { role: 'alert', 'aria-live': 'assertive', color: 'red' },
} as const;

interface NoticeBarProps {
  notice: Notice | null;
  onClose: () => void;
  /**
   * About the form it is rendered under: on phones it stays there, in the page's flow, so that it
   * never covers the form's button or thank-you panel; from 48em it shows under the header as any notice.
   */
  underForm?: boolean;
}

/** The registration's notice bar, above everything but tooltips: a polite status, or an alert. Hides after `noticeDurationMs`. */
export function NoticeBar({ notice, onClose, underForm = false }: NoticeBarProps) {
  const { notices } = useText('registration', registration);
  // Each new notice, the same message again too, is a new element (read out again) with its own timer.
  const [shown, setShown] = useState({ notice, key: 0 });
  if (shown.notice !== notice) setShown({ notice, key: shown.key + 1 });
  const { start, clear } = useTimeout(onClose, noticeDurationMs);
  useEffect(() => {
    if (notice) start();
    return clear;
  }, [notice, start, clear]);

  const bar = (
    <div className={underForm ? classes.underForm : classes.layer} style={{ zIndex: zIndex.notification }}>
      {notice && (
        <Notification
          key={shown.key}
          {...kinds[notice.kind]}
          withBorder
          withCloseButton
          closeButtonProps={{ 'aria-label': notices.close }}
          onClose={onClose}
          className={classes.notice}
          classNames={{ description: classes.message }}
        >
          {notice.message}
          {notice.detail && <span className={classes.detail}>{notice.detail}</span>}
        </Notification>
      )}
    </div>
  );
  return underForm ? bar : <Portal>{bar}</Portal>;
}
