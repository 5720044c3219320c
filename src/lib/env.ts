/**
 * Everything the app reads from `import.meta.env`, in one place. Defaults keep `npm run dev`
 * working with no `.env` file; `.env.example` documents each variable.
 */
import { envDefaults as defaults } from './env-defaults';

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
