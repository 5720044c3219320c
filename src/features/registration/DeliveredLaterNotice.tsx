import { useCallback, useEffect, useRef, useState } from 'react';
import { NoticeBar, type Notice } from './NoticeBar';
import { keptLeadMessages, registrationMessages } from './registration-schema';
import { registrationOutbox, startDelivery } from './registration-outbox';

/**
 * On every page of a phone that keeps a registration: sends it by itself (registration-outbox.ts),
 * and tells the parent, quietly, once the centre has it. A form showing that very registration
 * tells them itself (its thank-you panel).
 */
export function DeliveredLaterNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const count = useRef(0);
  useEffect(() => {
    startDelivery();
    return registrationOutbox().onDelivered(
      ({ values }) => {
        count.current += 1;
        setNotice({
          id: count.current,
          kind: 'success',
          message: registrationMessages.sent,
          detail: keptLeadMessages.sentLater(values),
        });
        return true;
      },
      { fallback: true },
    );
  }, []);
  const close = useCallback(() => setNotice(null), []);
  return <NoticeBar notice={notice} onClose={close} />;
}
