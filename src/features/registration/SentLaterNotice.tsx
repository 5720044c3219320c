import { useEffect, useState } from 'react';
import { NoticeBar, type Notice } from './NoticeBar';
import { registrationMessages as messages } from './registration-form';
import { unsentRegistrations } from './unsent-registrations';

/**
 * On every page of a phone that stores an unsent registration: sends it by itself, and tells the
 * parent, quietly, once the centre has it. A form showing that very registration tells them itself.
 */
export function SentLaterNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const unsent = unsentRegistrations();
    unsent.startSending();
    return unsent.onSentLater(
      ({ values }) => setNotice({ kind: 'success', message: messages.sent, detail: messages.sentLater(values) }),
      {
        fallback: true,
      },
    );
  }, []);
  return <NoticeBar notice={notice} onClose={() => setNotice(null)} />;
}
