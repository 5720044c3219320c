import { env } from './env';
import { yearsSinceFounding } from './founding';

/** The day of the build, set by vite.config.ts. */
declare const __BUILD_DATE__: string;

/** The centre's identity and contact details, in one place. */
export const siteConfig = {
  name: 'Mặt Trời Nhỏ',
  fullName: 'Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ',
  phone: env.VITE_SITE_PHONE,
  /** `tel:` target: digits and a leading plus only. */
  phoneHref: `tel:${env.VITE_SITE_PHONE.replace(/[^\d+]/g, '')}`,
  /** Zalo chat with the centre (a zalo.me link opens the app on phones). */
  zaloHref: env.VITE_ZALO_URL,
  email: env.VITE_SITE_EMAIL,
  address: env.VITE_SITE_ADDRESS,
  openingHours: 'Thứ Hai - Chủ Nhật: 8:00 - 21:00',
  social: [
    { name: 'Facebook', href: env.VITE_FACEBOOK_URL },
    { name: 'YouTube', href: env.VITE_YOUTUBE_URL },
    { name: 'Zalo', href: env.VITE_ZALO_URL },
  ],
  copyrightYear: 2025,
  /** Whole years since the first class, as of the build: the 'Hơn N năm' of the about page and home's 'N+ năm'. */
  yearsOfService: yearsSinceFounding(new Date(__BUILD_DATE__)),
  emailService: {
    url: env.VITE_EMAILJS_URL,
    serviceId: env.VITE_EMAILJS_SERVICE_ID,
    templateId: env.VITE_EMAILJS_TEMPLATE_ID,
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY,
    libVersion: '4.4.1',
  },
} as const;

export type SocialNetwork = (typeof siteConfig.social)[number]['name'];
