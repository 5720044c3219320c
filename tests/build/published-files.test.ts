import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSite } from './built-site';

describe.each(['production', 'demo'] as const)('the %s build', (mode) => {
  const site = builtSite(mode);

  it("publishes no build metadata: Vite's manifest and nginx's settings are beside the site's files, in meta/", () => {
    expect(readdirSync(site.clientDir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(join(site.outDir, 'meta')).sort()).toEqual(['manifest.json', 'nginx-site.conf']);
  });
});

it("the demo's index.html is the app shell, which a static host answers for every address without a file; the production build has none", () => {
  const demo = builtSite('demo');
  expect(demo.read('index.html')).toBe(demo.read('_shell.html'));
  expect(existsSync(join(builtSite('production').clientDir, 'index.html'))).toBe(false);
});
