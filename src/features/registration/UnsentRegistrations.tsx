import { Button } from '@mantine/core';
import { IconDeviceMobile, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { fill } from '@/i18n/fill';
import { useLocale, useText } from '@/i18n/use-text';
import { registration as words } from '@/i18n/vi/registration';
import { formatDateTime } from '@/lib/format-date';
import { NoticeBar, type Notice } from './NoticeBar';
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

type UnsentRegistrationsProps = { whenNone?: string; onRemoved?: (registration: UnsentRegistration) => void };

/**
 * The notice that says which registrations this phone keeps until they are sent (7 days at most), each with 'Xóa, không
 * gửi nữa' (docs/registration.md#unsent-registrations); none on the server, which has no phone. `whenNone` is said when
 * nothing is stored (the privacy page); `onRemoved` hears of each the parent removes.
 */
export function UnsentRegistrations({ whenNone, onRemoved }: UnsentRegistrationsProps) {
  const { unsent: t } = useText('registration', words);
  const locale = useLocale();
  const registrations = useSyncExternalStore(subscribe, list, () => none);
  if (!registrations.length) return whenNone ? <p className={classes.none}>{whenNone}</p> : null;
  // Said to be kept on the phone only when its storage really keeps them (docs/registration.md#unsent-registrations).
  const where = unsentRegistrations().keptOnPhone()
    ? { label: t.keptLabel, heading: t.keptHeading }
    : { label: t.tabLabel, heading: t.tabHeading };
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
              <span className={classes.when}> {fill(t.savedAt, { time: formatDateTime(registration.submittedAt, locale) })}</span>
            </p>
            {/* What will happen to it. */}
            <p className={classes.fate}>{registration.refused ? t.refused : t.willSend}</p>
            <Button
              variant="outline"
              color="red"
              size="compact-md"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void remove(registration)}
              aria-label={fill(t.removeLabel, { parentName: registration.values.parentName })}
              className={classes.remove}
            >
              {t.remove}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * On every page of a phone that stores an unsent registration (SendUnsentRegistrations.tsx loads it): sends it by itself,
 * and tells the parent, quietly, once the centre has it. A form showing that very registration tells them itself.
 */
export function SentLaterNotice() {
  const { notices } = useText('registration', words);
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const unsent = unsentRegistrations();
    unsent.startSending();
    const sentLater = ({ values }: UnsentRegistration) =>
      setNotice({ kind: 'success', message: notices.sent, detail: fill(notices.sentLater, values) });
    return unsent.onSentLater(sentLater, { fallback: true });
  }, [notices]);
  return <NoticeBar notice={notice} onClose={() => setNotice(null)} />;
}
