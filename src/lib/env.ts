/**
 * Everything the app reads from `import.meta.env`, in one place. Defaults keep `npm run dev`
 * working with no `.env` file; `.env.example` documents each variable.
 */
const defaults = {
  VITE_API_BASE_URL: '',
  VITE_SITE_PHONE: '0901 234 567',
  VITE_SITE_EMAIL: 'lienhe@mattroinho.edu.vn',
  VITE_SITE_ADDRESS: '25 Đường số 7, Phường An Khánh, TP. Thủ Đức, TP. Hồ Chí Minh',
  VITE_FACEBOOK_URL: 'https://www.facebook.com/mattroinho.edu.vn',
  VITE_YOUTUBE_URL: 'https://www.youtube.com/@mattroinho',
  VITE_ZALO_URL: 'https://zalo.me/0901234567',
  VITE_EMAILJS_URL: 'https://api.emailjs.com/api/v1.0/email/send-form',
  VITE_EMAILJS_SERVICE_ID: 'service_mattroinho',
  VITE_EMAILJS_TEMPLATE_ID: 'template_dangky',
  VITE_EMAILJS_PUBLIC_KEY: '{key}',
};

export type Env = typeof defaults & { VITE_ENABLE_MOCKS: boolean };

/** Reads the variables from `source`; blank values fall back to the defaults. */
export function readEnv(source: Record<string, unknown>): Env {
  const pick = (key: keyof typeof defaults) => {
    const value = source[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : defaults[key];
  };
  const values = Object.fromEntries(
    (Object.keys(defaults) as (keyof typeof defaults)[]).map((key) => [key, pick(key)]),
  ) as typeof defaults;
  return { ...values, VITE_ENABLE_MOCKS: source.VITE_ENABLE_MOCKS === 'true' };
}

export const env: Env = readEnv(import.meta.env);
