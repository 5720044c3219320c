import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedArticles } from '../../mocks/db/news-content';
import { builtSite } from './built-site';

function build(mode: 'production' | 'demo') {
  const site = builtSite(mode);
  return { clientDir: site.clientDir, js: site.js(), serverJs: site.serverJs() };
}

// Strings only the fake backend contains: msw's log prefix, the worker, the seed articles, the panel.
const mockMarkers = ['[MSW]', 'mockServiceWorker', seedArticles[0]!.title, 'Dữ liệu giả'];
// What any use of faker brings along: its documentation's address (in its errors), one of its
// methods (names survive minification), and a surname of its English locale, which every prebuilt
// faker falls back to (fakerVI included).
const fakerMarkers = ['fakerjs.dev', 'mongodbObjectId', 'Abernathy'];

/** dist/meta/manifest.json: each chunk's file and what it imports, by source. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunks of `sources` and every chunk they import statically: what the browser loads with them. */
function loadedWith(manifest: Manifest, sources: string[], files = new Set<string>()) {
  for (const source of sources) {
    const { file, imports = [] } = manifest[source]!;
    if (files.has(file)) continue;
    files.add(file);
    loadedWith(manifest, imports, files);
  }
  return files;
}

/** The files of `texts` that contain one of the faker markers, with the marker. */
const withFaker = (texts: { path: string; text: string }[]) =>
  texts.flatMap(({ path, text }) => fakerMarkers.filter((marker) => text.includes(marker)).map((marker) => `${marker} in ${relative(process.cwd(), path)}`));

describe('builds', () => {
  it('a production build ships no fake backend: no msw, mock data or worker file, in the browser or the render server', () => {
    const { clientDir, js, serverJs } = build('production');
    expect(existsSync(join(clientDir, 'gioi-thieu/index.html'))).toBe(true);
    expect(existsSync(join(clientDir, 'mockServiceWorker.js'))).toBe(false);
    for (const marker of mockMarkers) {
      expect(js, marker).not.toContain(marker);
      expect(serverJs, marker).not.toContain(marker);
    }
  });

  it("faker is in no file of a production build; in a demo build's browser, only in what the many scenario alone loads", () => {
    expect(withFaker(builtSite('production').files())).toEqual([]);
    const demo = builtSite('demo');
    const manifest = demo.manifest() as Manifest;
    const entries = Object.keys(manifest).filter((source) => manifest[source]!.isEntry);
    // What every page loads, and the fake backend once a demo starts it (whatever the scenario).
    const beforeMany = loadedWith(manifest, [...entries, 'mocks/browser.ts']);
    const chunks = (files: Set<string>) => [...files].map((file) => ({ path: join(demo.clientDir, file), text: demo.read(file) }));
    expect(beforeMany.size).toBeGreaterThan(2);
    expect(withFaker(chunks(beforeMany))).toEqual([]);
    // The many scenario's generator brings faker along, in chunks of its own.
    const manyOnly = new Set([...loadedWith(manifest, ['mocks/db/many/generate.ts'])].filter((file) => !beforeMany.has(file)));
    expect(withFaker(chunks(manyOnly))).not.toEqual([]);
  });

  it('a demo build ships the fake backend and its worker, with its seed as data', () => {
    const { clientDir, js, serverJs } = build('demo');
    expect(existsSync(join(clientDir, 'mockServiceWorker.js'))).toBe(true);
    for (const marker of mockMarkers) expect(js, marker).toContain(marker);
    // Its render server answers the API from the same fake backend.
    expect(serverJs).toContain(seedArticles[0]!.title);
  });
});
