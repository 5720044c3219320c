// Bundle budget report: builds the production site (or reads an existing build) and prints, for the
// entry and each route, the JS and CSS a first visit to that route downloads, gzip-compressed.
// Usage: node scripts/bundle-report.mjs [--no-build] [--out dist-report]
import './require-node-24.mjs';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const outDir = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'dist-report';
if (!args.includes('--no-build')) {
  // The folder is set in the environment, as vite.config.ts explains.
  execFileSync('node_modules/.bin/vite', ['build', '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_'))), SITE_OUT_DIR: outDir },
  });
}

const manifest = JSON.parse(readFileSync(join(outDir, 'meta/manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(outDir, 'client', file)), { level: 9 }).length;

/** Every file a manifest entry pulls in through static imports (not dynamic ones). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = filesOf(closure(entryKey));
// The site has one stylesheet (`cssCodeSplit: false`), linked from every page.
if (manifest['style.css']) entry.css.add(manifest['style.css'].file);
const rows = [['entry (shell, every page)', sum(entry.js), sum(entry.css), sum(entry.js), sum(entry.css)]];

// Route chunks are the dynamic imports of the route tree whose source is a route file.
const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/') && key.includes('tsr-split'));
const byRoute = new Map();
for (const key of routeKeys) {
  const route = key.replace(/^src\/routes\//, '').replace(/\?.*$/, '');
  byRoute.set(route, [...(byRoute.get(route) ?? []), key]);
}
for (const [route, keys] of [...byRoute].sort()) {
  const all = new Set();
  for (const key of keys) closure(key, all);
  const own = filesOf(all);
  const extraJs = [...own.js].filter((file) => !entry.js.has(file));
  const extraCss = [...own.css].filter((file) => !entry.css.has(file));
  rows.push([route, sum(extraJs), sum(extraCss), sum(entry.js) + sum(extraJs), sum(entry.css) + sum(extraCss)]);
}

console.log('gzip sizes; "route" = downloaded on top of the entry, "first visit" = entry + route');
console.log(['what'.padEnd(44), 'route JS', 'route CSS', 'first visit JS', 'first visit CSS'].join('  '));
for (const [name, js, css, totalJs, totalCss] of rows) {
  console.log([name.padEnd(44), kb(js).padStart(8), kb(css).padStart(9), kb(totalJs).padStart(14), kb(totalCss).padStart(15)].join('  '));
}
