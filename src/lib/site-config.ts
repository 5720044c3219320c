import { fill } from '@/i18n/fill';
import type { UiText } from '@/i18n/ui-text';
import { shell } from '@/i18n/vi/shell';
import { writeAddress } from './address';
import { buildDate } from './build-date';
import { openingHours } from './centre-figures';
import { env } from './env';

const [latitude = 0, longitude = 0] = env.VITE_SITE_GEO.split(',').map(Number);
const hours = openingHours;
/** '08:00' as signs write it: '8:00'. */
const shortTime = (time: string) => time.replace(/^0/, '');

/**
 * The centre's name, address and opening hours in a language's words (the shell part's `centre`):
 * `centreText(useText('shell', shell))` in a component, `centreText(loadedWords(locale, 'shell', shell))`
 * in a route's head or loader.
 */
export function centreText({ centre }: Pick<UiText['shell'], 'centre'>) {
  return {
    fullName: centre.fullName,
    address: writeAddress(env.VITE_SITE_ADDRESS, centre.addressParts),
    openingHours: fill(centre.openingHours, { opens: shortTime(hours.opens), closes: shortTime(hours.closes) }),
  };
}

const vietnamese = centreText(shell);

/** The centre's identity and contact details, in one place (its words in Vietnamese; in a page's language: `centreText`). */
export const siteConfig = {
  name: 'Mặt Trời Nhỏ',
  fullName: vietnamese.fullName,
  phone: env.VITE_SITE_PHONE,
  /** `tel:` target: digits and a leading plus only. */
  phoneHref: `tel:${env.VITE_SITE_PHONE.replace(/[^\d+]/g, '')}`,
  /** Zalo chat with the centre (a zalo.me link opens the app on phones). */
  zaloHref: env.VITE_ZALO_URL,
  email: env.VITE_SITE_EMAIL,
  address: env.VITE_SITE_ADDRESS,
  /** Where the centre is (WGS 84). */
  geo: { latitude, longitude },
  /** Google Maps' directions to the centre from where the visitor is (its documented URL, no key). */
  directionsHref: `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
  hours,
  openingHours: vietnamese.openingHours,
  social: [
    { name: 'Facebook', href: env.VITE_FACEBOOK_URL },
    { name: 'YouTube', href: env.VITE_YOUTUBE_URL },
    { name: 'Zalo', href: env.VITE_ZALO_URL },
  ],
  /** The footer's ©: the year of the build, so a page never looks older than its last deploy. */
  copyrightYear: buildDate.getUTCFullYear(),
  emailService: {
    url: env.VITE_EMAILJS_URL,
    serviceId: env.VITE_EMAILJS_SERVICE_ID,
    templateId: env.VITE_EMAILJS_TEMPLATE_ID,
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY,
    libVersion: '4.4.1',
  },
} as const;

export type SocialNetwork = (typeof siteConfig.social)[number]['name'];
