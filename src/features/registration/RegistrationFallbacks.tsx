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
  const ways = [
    { href: siteConfig.phoneHref, icon: <IconPhone size={18} aria-hidden />, label: `Gọi ${siteConfig.phone}` },
    { href: siteConfig.zaloHref, icon: <IconMessageCircle size={18} aria-hidden />, label: 'Nhắn Zalo', target: '_blank' },
    { href: registrationSms(values), icon: <IconMessage size={18} aria-hidden />, label: 'Gửi đăng ký qua SMS' },
  ];
  return (
    <div className={classes.fallbacks}>
      <p className={classes.lead}>Hoặc liên hệ trung tâm ngay:</p>
      <ul className={classes.list}>
        {ways.map(({ href, icon, label, target }) => (
          <li key={label}>
            <a href={href} target={target} rel={target && 'noopener noreferrer'} className={classes.link}>
              {icon}
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
