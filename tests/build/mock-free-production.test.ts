import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedArticles } from '../../mocks/db/news-content';
import { builtSite } from './built-site';

function build(mode: 'production' | 'demo') {
  const site = builtSite(mode);
  return { clientDir: site.clientDir, js: site.js(), serverJs: site.serverJs() };
}

// Strings only the fake backend contains: msw's log prefix, the worker, the seed articles, the panel.
const mockMarkers = ['[MSW]', 'mockServiceWorker', seedArticles[0]!.title, 'Dữ liệu giả'];
// faker never reaches a bundle (the seed is data built in Node): one of its methods and a surname of its English locale.
const fakerMarkers = ['mongodbObjectId', 'Abernathy'];

describe('builds', () => {
  it('a production build ships no fake backend: no msw, faker, mock data or worker file, in the browser or the render server', () => {
    const { clientDir, js, serverJs } = build('production');
    expect(existsSync(join(clientDir, 'gioi-thieu/index.html'))).toBe(true);
    expect(existsSync(join(clientDir, 'mockServiceWorker.js'))).toBe(false);
    for (const marker of [...mockMarkers, ...fakerMarkers]) {
      expect(js, marker).not.toContain(marker);
      expect(serverJs, marker).not.toContain(marker);
    }
  });

  it('a demo build ships the fake backend and its worker, with its seed as data and no faker', () => {
    const { clientDir, js, serverJs } = build('demo');
    expect(existsSync(join(clientDir, 'mockServiceWorker.js'))).toBe(true);
    for (const marker of mockMarkers) expect(js, marker).toContain(marker);
    // Its render server answers the API from the same fake backend.
    expect(serverJs).toContain(seedArticles[0]!.title);
    for (const marker of fakerMarkers) expect(js, marker).not.toContain(marker);
  });
});
