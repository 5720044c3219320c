import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './build-site';

// A variable the app never reads, and one it does, each with a value no other file could contain.
const canary = `canary-${randomUUID()}`;
const apiBaseUrl = `https://api-${randomUUID()}.example`;
let site: ReturnType<typeof buildSite>;

beforeAll(() => {
  site = buildSite('production', { VITE_CANARY_SECRET: canary, VITE_API_BASE_URL: apiBaseUrl });
});
afterAll(() => site.remove());

/** Every file of the build (pages, scripts, styles, manifest, images), by path, with its text. */
function builtFiles() {
  return readdirSync(site.outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, text: readFileSync(path, 'latin1') };
    });
}

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
