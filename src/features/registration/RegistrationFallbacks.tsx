import { IconMessage, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { siteConfig } from '@/lib/site-config';
import type { RegistrationValues } from './registration-form';
import classes from './RegistrationFallbacks.module.css';

/** The SMS a parent can send the centre instead: the registration, written out. */
function registrationSms({ parentName, phone, subject }: RegistrationValues) {
  const body = `Đăng ký kiểm tra trình độ và học thử: ${parentName.trim()}, ${phone.trim()}, ${subject}`;
  // `?&body=` is read by both iOS and Android.
  return `sms:${siteConfig.phoneHref.slice('tel:'.length)}?&body=${encodeURIComponent(body)}`;
}

/** Shown under the form while its last send failed: other ways to reach the centre at once. */
export function RegistrationFallbacks({ values }: { values: RegistrationValues }) {
  return (
    <div className={classes.fallbacks}>
      <p className={classes.lead}>Hoặc liên hệ trung tâm ngay:</p>
      <ul className={classes.list}>
        <li>
          <a href={siteConfig.phoneHref} className={classes.link}>
            <IconPhone size={18} aria-hidden />
            Gọi {siteConfig.phone}
          </a>
        </li>
        <li>
          <a href={siteConfig.zaloHref} target="_blank" rel="noopener noreferrer" className={classes.link}>
            <IconMessageCircle size={18} aria-hidden />
            Nhắn Zalo
          </a>
        </li>
        <li>
          <a href={registrationSms(values)} className={classes.link}>
            <IconMessage size={18} aria-hidden />
            Gửi đăng ký qua SMS
          </a>
        </li>
      </ul>
    </div>
  );
}
