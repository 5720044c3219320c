import { IconMessage, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { registration } from '@/i18n/vi/registration';
import { siteConfig } from '@/lib/site-config';
import type { RegistrationValues } from './registration-form';
import classes from './RegistrationFallbacks.module.css';

/** The SMS a parent can send the centre instead: the registration, written out in the form's language (`smsBody`). */
function registrationSms(smsBody: string, { parentName, phone, subject }: RegistrationValues) {
  const body = fill(smsBody, { parentName: parentName.trim(), phone: phone.trim(), subject });
  // `?&body=` is read by both iOS and Android.
  return `sms:${siteConfig.phoneHref.slice('tel:'.length)}?&body=${encodeURIComponent(body)}`;
}

/** Shown under the form while its last send failed: other ways to reach the centre at once. */
export function RegistrationFallbacks({ values }: { values: RegistrationValues }) {
  const { fallbacks: t } = useText('registration', registration);
  const ways = [
    { href: siteConfig.phoneHref, icon: <IconPhone size={18} aria-hidden />, label: fill(t.call, { phone: siteConfig.phone }) },
    { href: siteConfig.zaloHref, icon: <IconMessageCircle size={18} aria-hidden />, label: t.zalo, target: '_blank' },
    { href: registrationSms(t.smsBody, values), icon: <IconMessage size={18} aria-hidden />, label: t.sms },
  ];
  return (
    <div className={classes.fallbacks}>
      <p className={classes.lead}>{t.lead}</p>
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
