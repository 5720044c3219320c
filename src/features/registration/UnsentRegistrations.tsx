import { Button } from '@mantine/core';
import { IconDeviceMobile, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { NoticeBar, type Notice } from './NoticeBar';
import { registrationMessages as messages } from './registration-form';
import { unsentRegistrationsKey } from './unsent-registrations-keys';
import { unsentRegistrations } from './unsent-registrations';
import type { UnsentRegistration } from './unsent-registrations-storage';
import classes from './UnsentRegistrations.module.css';

const none: UnsentRegistration[] = [];
const subscribe = (changed: () => void) => {
  window.addEventListener(unsentRegistrationsKey, changed);
  return () => window.removeEventListener(unsentRegistrationsKey, changed);
};
const list = () => unsentRegistrations().list();

/** What an unsent registration's line says will happen to it. */
const fate = ({ refused }: UnsentRegistration) =>
  refused
    ? 'Trung tâm chưa nhận được đăng ký này. Trang web sẽ thử gửi lại sau; phụ huynh cũng có thể gọi, nhắn Zalo hoặc SMS cho trung tâm.'
    : 'Đăng ký sẽ tự động gửi khi có kết nối.';

type UnsentRegistrationsProps = { whenNone?: string; onRemoved?: (registration: UnsentRegistration) => void };

/**
 * The notice that says which registrations this phone keeps until they are sent (7 days at most), each with 'Xóa, không
 * gửi nữa' (docs/registration.md#unsent-registrations); none on the server, which has no phone. `whenNone` is said when
 * nothing is stored (the privacy page); `onRemoved` hears of each the parent removes.
 */
export function UnsentRegistrations({ whenNone, onRemoved }: UnsentRegistrationsProps) {
  const registrations = useSyncExternalStore(subscribe, list, () => none);
  if (!registrations.length) return whenNone ? <p className={classes.none}>{whenNone}</p> : null;
  // Said to be kept on the phone only when its storage really keeps them (docs/registration.md#unsent-registrations).
  const where = unsentRegistrations().keptOnPhone()
    ? { label: 'Đăng ký đã lưu trên điện thoại này', heading: 'Đã lưu trên điện thoại này, chưa gửi được' }
    : { label: 'Đăng ký chưa gửi được', heading: 'Chưa gửi được, trang này sẽ thử gửi lại khi còn mở' };
  const remove = async (registration: UnsentRegistration) => {
    await unsentRegistrations().remove(registration.id);
    onRemoved?.(registration);
  };
  return (
    <div className={classes.notice} role="region" aria-label={where.label}>
      <p className={classes.heading}>
        <IconDeviceMobile size={20} aria-hidden />
        {where.heading}
      </p>
      <ul className={classes.list}>
        {registrations.map((registration) => (
          <li key={registration.id} className={classes.registration}>
            <p className={classes.what}>
              <strong>{registration.values.parentName}</strong>, {registration.values.phone}, {registration.values.subject}
              <span className={classes.when}> (lưu lúc {formatDateTime(registration.submittedAt, 'vi')})</span>
            </p>
            <p className={classes.fate}>{fate(registration)}</p>
            <Button
              variant="outline"
              color="red"
              size="compact-md"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void remove(registration)}
              aria-label={`Xóa, không gửi nữa: đăng ký của ${registration.values.parentName}`}
              className={classes.remove}
            >
              Xóa, không gửi nữa
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const sent = { kind: 'success', message: messages.sent } as const;

/**
 * On every page of a phone that stores an unsent registration (SendUnsentRegistrations.tsx loads it): sends it by itself,
 * and tells the parent, quietly, once the centre has it. A form showing that very registration tells them itself.
 */
export function SentLaterNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const unsent = unsentRegistrations();
    unsent.startSending();
    return unsent.onSentLater(({ values }) => setNotice({ ...sent, detail: messages.sentLater(values) }), { fallback: true });
  }, []);
  return <NoticeBar notice={notice} onClose={() => setNotice(null)} />;
}
