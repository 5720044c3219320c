import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Builds the site in `mode` into a fresh folder (what `npm run build` / `build:demo` do). */
export function buildSite(mode: 'production' | 'demo', extraEnv: Record<string, string> = {}) {
  const outDir = mkdtempSync(join(tmpdir(), `site-${mode}-`));
  execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'pipe',
    // Vitest puts its own VITE_* values in the environment; the build must read only the mode's files.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_'))), ...extraEnv },
  });
  return {
    outDir,
    read: (path: string) => readFileSync(join(outDir, path), 'utf8'),
    js: () =>
      readdirSync(join(outDir, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
        .join('\n'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
