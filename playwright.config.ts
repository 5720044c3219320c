import './scripts/require-node-24.mjs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, fakeBackendDay, fakeBackendUrl, renderServerUrls } from './tests/e2e/servers';
import {
  controlledApiUrl,
  demoNginxUrl,
  nginxUrl,
  nginxWithControlledApiUrl,
  nginxWithoutRenderServerUrl,
  renderServerWithControlledApiUrl,
  staticDemoUrl,
} from './tests/server/nginx-url';
import { testSites } from './tests/test-sites';

const port = (url: string) => new URL(url).port;

/**
 * Every browser and server test, in one run over the two builds of `npm run build:test-sites`
 * (tests/test-sites.ts), in Debian's Chromium (`CHROME_PATH`, or Playwright's own browser elsewhere):
 * - production-phone: the whole end-to-end suite on the build parents get, served by its render
 *   server (npm start), its API and e-mail service answered by the fake backend over HTTP;
 *   production-desktop: the same, at a desktop's width, for what differs by width;
 * - demo: only what is the demo's own (tests tagged @demo: the fake backend's scenarios, its banner
 *   and switch), with the fake backend in the render server and in the browser;
 * - server: both builds served by the real nginx with deploy/nginx/ in front of their render servers
 *   (statuses, headers, caching, compression, a render server or an API that is down), and their
 *   pages in Chromium under the site's CSP; and the demo on a plain static host.
 * - server-under-load: the server tests that time the render server under a load they make
 *   themselves (tagged @under-load), last and alone. Beside the other tests (and CI's other lane) the
 *   test's own requests waited for the cores as much as the server: its slowest answer at 128 at once
 *   took 18-25 s in CI, 2-8 s alone on this machine.
 * A test that needs a retry to pass fails the run (failOnFlakyTests): the retry only records a trace.
 */
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const productionUrl = renderServerUrls.production;
const demoUrl = renderServerUrls.demo;

export default defineConfig({
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  // A test opens up to a dozen pages: the offline one took 19 s with the browser suite alone on two
  // cores, and passed 30 s in a CI run beside the other lane (two more did there). A test that hangs still fails.
  timeout: 60_000,
  // What a visitor would see within a second alone has taken over 5 s here, with the other CI lane
  // (lint, unit tests) on the same two cores: an assertion waits up to 10 s before it fails.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/browser.json' }]],
  outputDir: 'test-results/playwright',
  use: {
    locale: 'vi-VN',
    // Recorded on the retry only (Playwright's video needs its own ffmpeg, which cannot be fetched here).
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Production's service worker only where a test asks for it (test.use({ serviceWorkers: 'allow' }):
    // offline, a deploy, the CSP): elsewhere it would keep the whole site in every test's browser.
    {
      name: 'production-phone',
      testDir: 'tests/e2e',
      grepInvert: /@demo/,
      use: { ...phone, baseURL: productionUrl, serviceWorkers: 'block' },
    },
    // At the desktop's width, only what differs from the phone's: the tests tagged @both-widths
    // (layouts, the menus, the action bar, and axe on what each width shows).
    {
      name: 'production-desktop',
      testDir: 'tests/e2e',
      grep: /@both-widths/,
      grepInvert: /@demo/,
      use: { ...desktop, baseURL: productionUrl, serviceWorkers: 'block' },
    },
    { name: 'demo', testDir: 'tests/e2e', grep: /@demo/, use: { ...phone, baseURL: demoUrl } },
    { name: 'server', testDir: 'tests/server', grepInvert: /@under-load/, use: { ...phone, baseURL: nginxUrl, serviceWorkers: 'block' } },
    // After every other project: see above. `--no-deps` runs it at once.
    {
      name: 'server-under-load',
      testDir: 'tests/server',
      grep: /@under-load/,
      dependencies: ['production-phone', 'production-desktop', 'demo', 'server'],
      use: { ...phone, baseURL: nginxUrl, serviceWorkers: 'block' },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx mocks/server.ts`,
      env: { PORT: new URL(fakeBackendUrl).port, HOST: '127.0.0.1', MOCK_TODAY: fakeBackendDay },
      url: `${fakeBackendUrl}/api/v1/news/hot`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // The production render server (npm start), its API the fake backend over HTTP.
      command: `node scripts/start-server.mjs --dist ${testSites.production.outDir}`,
      env: { PORT: port(productionUrl), HOST: '127.0.0.1', API_BASE_URL: fakeBackendUrl },
      url: productionUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // The demo's render server, its API the fake backend inside it.
      command: `node scripts/start-server.mjs --dist ${testSites.demo.outDir}`,
      env: { PORT: port(demoUrl), HOST: '127.0.0.1' },
      url: demoUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve-nginx.mjs --root ${testSites.production.outDir} --port ${port(nginxUrl)} --render ${productionUrl} --api ${fakeBackendUrl}`,
      url: nginxUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-nginx.mjs --root ${testSites.demo.outDir} --port ${port(demoNginxUrl)} --render ${demoUrl} --api ''`,
      url: demoNginxUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The demo on a plain static host, with no render server.
      command: `node scripts/serve-static.mjs --root ${testSites.demo.outDir}/client --port ${port(staticDemoUrl)}`,
      url: `${staticDemoUrl}/gioi-thieu`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Nothing listens on port 9: the render server is down. nginx prints from `crit` up (it does not
      // start, a worker dies), not the "connect() failed" of each news page the test asks for.
      command: `node scripts/serve-nginx.mjs --root ${testSites.production.outDir} --port ${port(nginxWithoutRenderServerUrl)} --render http://127.0.0.1:9 --api ${fakeBackendUrl} --log crit`,
      url: `${nginxWithoutRenderServerUrl}/gioi-thieu`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/start-server.mjs --dist ${testSites.production.outDir}`,
      // Its pages stay fresh one second: the test sees nginx answer its last good copy once it is stale.
      env: {
        PORT: port(renderServerWithControlledApiUrl),
        HOST: '127.0.0.1',
        API_BASE_URL: controlledApiUrl,
        PAGE_CACHE_SECONDS: '1',
      },
      url: `${renderServerWithControlledApiUrl}/gioi-thieu`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve-nginx.mjs --root ${testSites.production.outDir} --port ${port(nginxWithControlledApiUrl)} --render ${renderServerWithControlledApiUrl} --api ${controlledApiUrl}`,
      url: `${nginxWithControlledApiUrl}/gioi-thieu`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
