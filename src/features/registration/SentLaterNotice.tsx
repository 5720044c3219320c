import { useEffect, useState } from 'react';
import { NoticeBar, type Notice } from './NoticeBar';
import { registrationMessages } from './registration-form';
import { unsentRegistrations } from './unsent-registrations';

/**
 * On every page of a phone that stores an unsent registration: sends it by itself
 * (unsent-registrations.ts), and tells the parent, quietly, once the centre has it. A form showing
 * that very registration tells them itself (its thank-you panel).
 */
export function SentLaterNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const unsent = unsentRegistrations();
    unsent.startSending();
    return unsent.onSentLater(
      ({ values }) => {
        setNotice((last) => ({ id: (last?.id ?? 0) + 1, kind: 'success', message: registrationMessages.sent, detail: registrationMessages.sentLater(values) }));
        return true;
      },
      { fallback: true },
    );
  }, []);
  return <NoticeBar notice={notice} onClose={() => setNotice(null)} />;
}
