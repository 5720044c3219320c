import { fakeBackendDay, fakeBackendUrl } from './e2e/servers';

/**
 * The builds the suites test, each built once (`npm run build:test-sites`): the build
 * tests and the byte budgets read them, the browser tests serve them with `vite preview`, the server
 * tests with nginx.
 * - production: what parents get, with its API and e-mail service pointed at the fake backend over
 *   HTTP, a site URL of its own (the pages must take it from the environment) and a canary variable
 *   the app never reads (it must not reach a single built file).
 * - demo: the fake backend in the browser, with the mode's own settings and the tests' serve day;
 * - next-deploy: the production build again with another phone number, every page and most chunks
 *   changed: the deploy that follows it (tests/server/new-deploy.spec.ts).
 */
const production = {
  outDir: 'dist-production',
  mode: 'production',
  env: {
    VITE_API_BASE_URL: fakeBackendUrl,
    VITE_EMAILJS_URL: `${fakeBackendUrl}/api/v1.0/email/send-form`,
    VITE_SITE_URL: 'https://www.mattroinho.test',
    // Not the default: the directions must come from the build's position (tests/e2e/contact.spec.ts).
    VITE_SITE_GEO: '10.7869,106.7302',
    VITE_CANARY_SECRET: 'canary-3f9d1c6e-a variable no file of the app reads',
  },
} as const;

export const testSites = {
  production,
  demo: { outDir: 'dist-demo', mode: 'demo', env: { VITE_MOCK_TODAY: fakeBackendDay } },
  'next-deploy': { outDir: 'dist-next-deploy', mode: 'production', env: { ...production.env, VITE_SITE_PHONE: '0909 876 543' } },
} as const;

export type TestSiteMode = keyof typeof testSites;
