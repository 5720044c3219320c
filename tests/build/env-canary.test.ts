import { describe, expect, it } from 'vitest';
import { testSites } from '../test-sites';
import { builtSite } from './built-site';

// The production build was given a variable the app never reads, and the one it reads for the API,
// each with a value found nowhere in the app (tests/test-sites.ts).
const site = builtSite('production');
const { VITE_CANARY_SECRET: canary, VITE_API_BASE_URL: apiBaseUrl } = testSites.production.env;

/** Every file of the build (pages, scripts, styles, manifests, images, the render server), by path, with its text. */
const builtFiles = () => site.files();

describe('the production build and the environment', () => {
  it('ships no VITE_ variable the app does not read', () => {
    const leaking = builtFiles()
      .filter((file) => file.text.includes(canary))
      .map((file) => file.path);
    expect(leaking).toEqual([]);
  });

  it('ships the variables the app reads', () => {
    expect(builtFiles().some((file) => file.text.includes(apiBaseUrl))).toBe(true);
  });
});
