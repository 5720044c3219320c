import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, fakeBackendUrl } from './tests/e2e/servers';

const port = Number(process.env.E2E_PORT ?? 4180);
// The production build, served the same way, with its API and e-mail service answered by the fake backend over HTTP.
const productionPort = port + 1;

/**
 * Browser tests run against both prerendered builds, served by `vite preview`, in Debian's Chromium
 * (`CHROME_PATH`) or Playwright's own browser elsewhere: the demo build (fake backend in the browser)
 * and the production build (fake backend over HTTP). Tests tagged @demo use the demo's scenarios.
 * `npm run test:e2e` builds both first (`e2e:build`, one after the other); the servers only serve them.
 */
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // @production tests stop the site's own files from loading, which the demo's service worker
    // (its fake backend) would fetch out of Playwright's reach.
    { name: 'mobile', grepInvert: /@production/, use: { ...phone, baseURL: `http://127.0.0.1:${port}` } },
    { name: 'desktop', grepInvert: /@production/, use: { ...desktop, baseURL: `http://127.0.0.1:${port}` } },
    { name: 'production-mobile', grepInvert: /@demo/, use: { ...phone, baseURL: `http://127.0.0.1:${productionPort}` } },
    { name: 'production-desktop', grepInvert: /@demo/, use: { ...desktop, baseURL: `http://127.0.0.1:${productionPort}` } },
  ],
  webServer: [
    {
      command: `node_modules/.bin/vite preview --mode demo --outDir dist-demo --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/tsx mocks/server.ts`,
      env: { PORT: new URL(fakeBackendUrl).port, HOST: '127.0.0.1' },
      url: `${fakeBackendUrl}/api/v1/news/hot`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/vite preview --outDir dist-production --host 127.0.0.1 --port ${productionPort} --strictPort`,
      url: `http://127.0.0.1:${productionPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
