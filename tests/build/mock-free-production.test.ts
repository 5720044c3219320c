import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manyRecords } from '../../mocks/db/many/generate';
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

  it("faker is in no file of a production build, and in none of a demo build's browser chunks (the many scenario's seed is data)", () => {
    expect(withFaker(builtSite('production').files())).toEqual([]);
    const demoChunks = builtSite('demo')
      .files()
      .filter(({ path }) => path.includes(`${join('client', 'assets')}${sep}`) && path.endsWith('.js'));
    expect(demoChunks.length).toBeGreaterThan(10);
    expect(withFaker(demoChunks)).toEqual([]);
    // The generator's articles are there, as data.
    expect(demoChunks.some(({ text }) => text.includes(manyRecords().articles[0]!._id))).toBe(true);
  });

  it('a demo build ships the fake backend and its worker, with its seed as data', () => {
    const { clientDir, js, serverJs } = build('demo');
    expect(existsSync(join(clientDir, 'mockServiceWorker.js'))).toBe(true);
    for (const marker of mockMarkers) expect(js, marker).toContain(marker);
    // Its render server answers the API from the same fake backend.
    expect(serverJs).toContain(seedArticles[0]!.title);
  });
});
