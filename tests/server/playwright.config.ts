import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, fakeBackendUrl } from '../e2e/servers';
import { demoNginxUrl, nginxUrl } from './nginx-url';

/**
 * `npm run test:server`: the production build (`npm run e2e:build`) served by the real nginx with
 * deploy/nginx/default.conf.template, its API and e-mail service answered by the fake backend over
 * HTTP. Checks answers and headers over HTTP, then the pages in Chromium under the site's CSP; and
 * the demo build, whose fake backend is a service worker, under the same policy.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../../test-results/server.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'vi-VN',
    baseURL: nginxUrl,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: `node_modules/.bin/tsx mocks/server.ts`,
      cwd: '../..',
      env: { PORT: new URL(fakeBackendUrl).port, HOST: '127.0.0.1' },
      url: `${fakeBackendUrl}/api/v1/news/hot`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve-nginx.mjs --root dist-production --port ${new URL(nginxUrl).port} --api ${fakeBackendUrl} --email ${fakeBackendUrl}`,
      cwd: '../..',
      url: nginxUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-nginx.mjs --root dist-demo --port ${new URL(demoNginxUrl).port} --api '' --email ''`,
      cwd: '../..',
      url: demoNginxUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
