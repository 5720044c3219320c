/**
 * Everything the app reads from `import.meta.env`, in one place. Defaults keep `npm run dev`
 * working with no `.env` file; `.env.example` documents each variable.
 */
import * as z from 'zod/mini';
import { envDefaults as defaults } from './env-defaults';

/** A text variable, trimmed; missing or blank falls back to `fallback`. */
const text = (fallback: string) => z.pipe(z.optional(z.string()), z.transform((value) => value?.trim() || fallback));

const envSchema = z.object({
  VITE_SITE_URL: text(defaults.VITE_SITE_URL),
  VITE_API_BASE_URL: text(defaults.VITE_API_BASE_URL),
  VITE_SITE_PHONE: text(defaults.VITE_SITE_PHONE),
  VITE_SITE_EMAIL: text(defaults.VITE_SITE_EMAIL),
  VITE_SITE_ADDRESS: text(defaults.VITE_SITE_ADDRESS),
  VITE_FACEBOOK_URL: text(defaults.VITE_FACEBOOK_URL),
  VITE_YOUTUBE_URL: text(defaults.VITE_YOUTUBE_URL),
  VITE_ZALO_URL: text(defaults.VITE_ZALO_URL),
  VITE_EMAILJS_URL: text(defaults.VITE_EMAILJS_URL),
  VITE_EMAILJS_SERVICE_ID: text(defaults.VITE_EMAILJS_SERVICE_ID),
  VITE_EMAILJS_TEMPLATE_ID: text(defaults.VITE_EMAILJS_TEMPLATE_ID),
  VITE_EMAILJS_PUBLIC_KEY: text(defaults.VITE_EMAILJS_PUBLIC_KEY),
});

export type Env = z.output<typeof envSchema>;

declare global {
  // Vite types every `import.meta.env.VITE_*` as `any`: the variables read below are text or missing.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: it adds these members to Vite's ImportMetaEnv.
  interface ImportMetaEnv extends Readonly<z.input<typeof envSchema>> {}
}

/** Checks the variables in `source`; blank values fall back to the defaults. */
export function readEnv(source: z.input<typeof envSchema>): Env {
  return envSchema.parse(source);
}

// Each variable is named in full: Vite inlines exactly these. Passing `import.meta.env` whole
// would put every VITE_* variable of the build machine into the bundle.
export const env: Env = readEnv({
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
  VITE_SITE_PHONE: import.meta.env.VITE_SITE_PHONE,
  VITE_SITE_EMAIL: import.meta.env.VITE_SITE_EMAIL,
  VITE_SITE_ADDRESS: import.meta.env.VITE_SITE_ADDRESS,
  VITE_FACEBOOK_URL: import.meta.env.VITE_FACEBOOK_URL,
  VITE_YOUTUBE_URL: import.meta.env.VITE_YOUTUBE_URL,
  VITE_ZALO_URL: import.meta.env.VITE_ZALO_URL,
  VITE_EMAILJS_URL: import.meta.env.VITE_EMAILJS_URL,
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
});
