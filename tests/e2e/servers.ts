import { existsSync } from 'node:fs';

/**
 * The fake backend over HTTP that answers the production build in browser tests. Both builds are
 * seeded alike (same ids), so a test may ask it for data whichever build it runs on.
 * The production test site (tests/test-sites.ts) is built for this address.
 */
export const fakeBackendUrl = 'http://127.0.0.1:9392';

/**
 * The day every test's fake backend serves its news on (its dates count back from it): the unit
 * tests', the contract's, `mock:server`'s and the demo build's (browser and render server alike), so
 * no test depends on the day it runs. The day the written articles were first dated for.
 */
export const fakeBackendDay = '2025-11-15';

/** The render servers of the two test sites (`npm start` on each build), which the browser tests visit. */
const demoPort = Number(process.env.E2E_PORT ?? 4180);
export const renderServerUrls = { demo: `http://127.0.0.1:${demoPort}`, production: `http://127.0.0.1:${demoPort + 1}` };

/**
 * Debian's headless Chromium (`chromium-headless-shell`, the headless build Playwright itself uses:
 * the same engine without the desktop browser around it, for about two thirds of the CPU), else
 * Debian's Chromium, or the browser `CHROME_PATH` names. Started without the background services
 * that reach for the internet (this machine's network is closed), and resolving no host but this
 * machine's, so that nothing a page asks for can leave it.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
  ],
};
