import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSite } from './built-site';

describe.each(['production', 'demo'] as const)('the %s build', (mode) => {
  const site = builtSite(mode);

  it("publishes no build metadata: Vite's manifest, nginx's settings and what the render server checks at its start are beside the site's files, in meta/", () => {
    expect(readdirSync(site.clientDir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(join(site.outDir, 'meta')).sort()).toEqual(['build.json', 'manifest.json', 'nginx-site.conf']);
    const build = JSON.parse(readFileSync(join(site.outDir, 'meta/build.json'), 'utf8')) as { demo: boolean; pagePolicies: Record<string, string> };
    expect(build.demo).toBe(mode === 'demo');
    // Each static page's CSP, for the render server run alone: the page's own inline scripts' hashes.
    const pages = readdirSync(site.clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(Object.keys(build.pagePolicies).sort()).toEqual(pages.map((file) => `/${file}`).sort());
    // The same inline scripts nginx allows on the page (meta/nginx-site.conf).
    const nginxHashes = [...readFileSync(join(site.outDir, 'meta/nginx-site.conf'), 'utf8').matchAll(/^ {4}(\/\S+\.html) "([^"]*)";$/gm)];
    expect(nginxHashes).toHaveLength(pages.length);
    for (const [, file, hashes] of nginxHashes) expect(build.pagePolicies[file!]).toContain(`script-src 'self' ${hashes}; `);
  });
});

it("the demo's index.html is the app shell, which a static host answers for every address without a file; the production build has none", () => {
  const demo = builtSite('demo');
  expect(demo.read('index.html')).toBe(demo.read('_shell.html'));
  expect(existsSync(join(builtSite('production').clientDir, 'index.html'))).toBe(false);
});

describe('the service worker', () => {
  const production = builtSite('production');
  /** The files the production worker keeps, as its precache list names them. */
  const kept = () => [...production.read('sw.js').matchAll(/\{url:"([^"]*)",revision:(?:"[^"]*"|null)\}/g)].map((match) => match[1]!);

  it('keeps every prerendered Vietnamese page by its address, the app shell, every script, style and woff2 font, and no share picture', () => {
    const files = kept();
    const pages = readdirSync(production.clientDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('/index.html') && !file.startsWith('en/'))
      .map((file) => file.replace(/\/index\.html$/, ''));
    // The English pages are not kept for every visitor: the app shell renders one offline.
    expect(files.filter((file) => file.startsWith('en/'))).toEqual([]);
    expect(pages.length).toBeGreaterThan(20);
    expect(files).toEqual(expect.arrayContaining([...pages, '_shell.html', 'images/contact/map.svg']));
    const assets = readdirSync(join(production.clientDir, 'assets')).filter((file) => /\.(js|css|woff2)$/.test(file));
    expect(files).toEqual(expect.arrayContaining(assets.map((file) => `assets/${file}`)));
    expect(files.filter((file) => /^images\/share\/|\.(woff|pdf|png)$|^404\.html$/.test(file))).toEqual([]);
  });

  it("is production's alone: a demo publishes none and its code registers only the fake backend's worker", () => {
    const demo = builtSite('demo');
    expect(existsSync(join(demo.clientDir, 'sw.js'))).toBe(false);
    const scripts = readdirSync(join(demo.clientDir, 'assets')).filter((file) => file.endsWith('.js'));
    const registering = scripts.filter((file) => demo.read(`assets/${file}`).includes('sw.js'));
    expect(registering).toEqual([]);
  });
});
