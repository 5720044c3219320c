/**
 * Everything the app reads from `import.meta.env`, in one place. Defaults keep `npm run dev`
 * working with no `.env` file; `.env.example` documents each variable.
 */
import { envDefaults as defaults } from './env-defaults';

type EnvName = keyof typeof defaults;
export type Env = Record<EnvName, string>;

declare global {
  // Vite types every `import.meta.env.VITE_*` as `any`: the variables read below are text or missing.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: it adds these members to Vite's ImportMetaEnv.
  interface ImportMetaEnv extends Readonly<Partial<Env>> {}
}

/** A variable's value, trimmed; missing or blank falls back to its default. */
const read = (name: EnvName, value: string | undefined) => value?.trim() || defaults[name];

// Each variable is named in full: Vite inlines exactly these. Passing `import.meta.env` whole
// would put every VITE_* variable of the build machine into the bundle.
export const env: Env = {
  VITE_SITE_URL: read('VITE_SITE_URL', import.meta.env.VITE_SITE_URL),
  VITE_API_BASE_URL: read('VITE_API_BASE_URL', import.meta.env.VITE_API_BASE_URL),
  VITE_SITE_PHONE: read('VITE_SITE_PHONE', import.meta.env.VITE_SITE_PHONE),
  VITE_SITE_EMAIL: read('VITE_SITE_EMAIL', import.meta.env.VITE_SITE_EMAIL),
  VITE_SITE_ADDRESS: read('VITE_SITE_ADDRESS', import.meta.env.VITE_SITE_ADDRESS),
  VITE_SITE_GEO: read('VITE_SITE_GEO', import.meta.env.VITE_SITE_GEO),
  VITE_FACEBOOK_URL: read('VITE_FACEBOOK_URL', import.meta.env.VITE_FACEBOOK_URL),
  VITE_YOUTUBE_URL: read('VITE_YOUTUBE_URL', import.meta.env.VITE_YOUTUBE_URL),
  VITE_ZALO_URL: read('VITE_ZALO_URL', import.meta.env.VITE_ZALO_URL),
  VITE_EMAILJS_URL: read('VITE_EMAILJS_URL', import.meta.env.VITE_EMAILJS_URL),
  VITE_EMAILJS_SERVICE_ID: read('VITE_EMAILJS_SERVICE_ID', import.meta.env.VITE_EMAILJS_SERVICE_ID),
  VITE_EMAILJS_TEMPLATE_ID: read('VITE_EMAILJS_TEMPLATE_ID', import.meta.env.VITE_EMAILJS_TEMPLATE_ID),
  VITE_EMAILJS_PUBLIC_KEY: read('VITE_EMAILJS_PUBLIC_KEY', import.meta.env.VITE_EMAILJS_PUBLIC_KEY),
};
