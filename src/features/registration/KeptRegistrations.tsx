import { Button } from '@mantine/core';
import { IconDeviceMobile, IconTrash } from '@tabler/icons-react';
import { formatVietnameseDateTime } from '@/lib/format-date';
import type { KeptLead } from './kept-leads';
import classes from './KeptRegistrations.module.css';
import { registrationOutbox } from './registration-outbox';
import { useKeptLeads } from './use-kept-leads';

/** What a kept lead's line says will happen to it. */
function fate(lead: KeptLead) {
  return lead.refused
    ? 'Trung tâm chưa nhận được đăng ký này. Trang web sẽ thử gửi lại sau; phụ huynh cũng có thể gọi, nhắn Zalo hoặc SMS cho trung tâm.'
    : 'Đăng ký sẽ tự động gửi khi có kết nối.';
}

interface KeptRegistrationsProps {
  /** Said when nothing is kept (the privacy page); otherwise the notice shows only while something is. */
  whenNone?: string;
  /** After the parent removed one. */
  onRemoved?: (lead: KeptLead) => void;
}

/**
 * The notice that says which registrations this phone keeps until they are sent (7 days at most),
 * each with 'Xoá, không gửi nữa' (docs/registration.md#kept-on-the-phone).
 */
export function KeptRegistrations({ whenNone, onRemoved }: KeptRegistrationsProps) {
  const leads = useKeptLeads();
  if (!leads.length) return whenNone ? <p className={classes.none}>{whenNone}</p> : null;
  const remove = async (lead: KeptLead) => {
    await registrationOutbox().remove(lead.id);
    onRemoved?.(lead);
  };
  return (
    <div className={classes.notice} role="region" aria-label="Đăng ký đã lưu trên điện thoại này">
      <p className={classes.heading}>
        <IconDeviceMobile size={20} aria-hidden />
        Đã lưu trên điện thoại này, chưa gửi được
      </p>
      <ul className={classes.list}>
        {leads.map((lead) => (
          <li key={lead.id} className={classes.lead}>
            <p className={classes.what}>
              <strong>{lead.values.parentName}</strong>, {lead.values.phone}, {lead.values.subject}
              <span className={classes.when}> (lưu lúc {formatVietnameseDateTime(lead.keptAt)})</span>
            </p>
            <p className={classes.fate}>{fate(lead)}</p>
            <Button
              variant="outline"
              color="red"
              size="compact-md"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void remove(lead)}
              aria-label={`Xoá, không gửi nữa: đăng ký của ${lead.values.parentName}`}
              className={classes.remove}
            >
              Xoá, không gửi nữa
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
