import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedArticles } from '../../mocks/db/news-content';

const root = resolve(import.meta.dirname, '../..');
const outDirs: string[] = [];

function build(mode: 'production' | 'demo') {
  const outDir = mkdtempSync(join(tmpdir(), `site-${mode}-`));
  outDirs.push(outDir);
  execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'pipe',
    // Vitest puts its own VITE_* values in the environment; the build must read only the mode's files.
    env: Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_'))),
  });
  const js = readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
    .join('\n');
  return { outDir, js };
}

// Strings only the fake backend contains: msw's log prefix, the worker, the seed articles, the panel.
const mockMarkers = ['[MSW]', 'mockServiceWorker', seedArticles[0]!.title, 'Dữ liệu giả'];
// faker runs only in Node (mocks/vite-seed-plugin.ts): one of its methods and a surname of its English locale.
const fakerMarkers = ['mongodbObjectId', 'Abernathy'];

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('builds', () => {
  it('a production build ships no fake backend: no msw, faker, mock data or worker file', () => {
    const { outDir, js } = build('production');
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(false);
    for (const marker of [...mockMarkers, ...fakerMarkers]) expect(js, marker).not.toContain(marker);
  });

  it('a demo build ships the fake backend and its worker, with its seed as data and no faker', () => {
    const { outDir, js } = build('demo');
    expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(true);
    for (const marker of mockMarkers) expect(js, marker).toContain(marker);
    for (const marker of fakerMarkers) expect(js, marker).not.toContain(marker);
  });
});
