// Draws every image listed in manifest.mjs into public/ (the level check's pictures into its content folder), then the share images (share.mjs: PNGs rasterised
// with @resvg/resvg-js). Plain Node ESM, deterministic.
// Usage: node scripts/illustrations/build.mjs [filter]   (filter = substring of the path, optional)
import '../require-node-24.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifest, levelCheckPictures } from './manifest.mjs';
import { KINDS } from './kinds.mjs';
import { svgDoc, rng, resetIds, minifySvg } from './svg.mjs';
import { buildShares } from './share.mjs';
import { outlineTexts } from './font.mjs';
import { resetHeads } from './people.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '../../public');
const levelCheckDir = path.resolve(here, '../../src/content/level-check/pictures');
const filter = process.argv[2];

/** Light minification: collapse whitespace between tags. */
const tidy = (s) => s.replace(/>\s+</g, '><');

let count = 0;
let total = 0;
const big = [];
const targets = [...manifest.map((entry) => ({ entry, dir: publicDir })), ...levelCheckPictures.map((entry) => ({ entry, dir: levelCheckDir }))];
for (const { entry, dir } of targets) {
  if (filter && !entry.path.includes(filter)) continue;
  const draw = KINDS[entry.kind];
  if (!draw) throw new Error(`No drawing for kind "${entry.kind}" (${entry.path})`);
  resetIds();
  resetHeads();
  const r = rng(`${entry.path}|${entry.kind}|${entry.variant ?? ''}|${entry.course ?? ''}`);
  // Text is drawn as Be Vietnam Pro outlines so it looks the same without the web font (no <text> ships).
  const svg = minifySvg(tidy(svgDoc(entry.width, entry.height, outlineTexts(draw(entry, r)))));
  const out = path.join(dir, entry.path);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, svg);
  const bytes = Buffer.byteLength(svg);
  count++;
  total += bytes;
  const limit = entry.width * entry.height > 400 * 400 ? 30720 : 12288;
  if (bytes > limit) big.push(`${entry.path} ${(bytes / 1024).toFixed(1)} KB`);
}
console.log(`illustrations: wrote ${count} files, ${total} bytes (${(total / 1024).toFixed(1)} KB) into public/ and src/content/level-check/pictures/`);
if (big.length) console.log(`over size budget:\n  ${big.join('\n  ')}`);

// Open Graph / Twitter images: PNG, exactly 1200×630 (buildShares throws otherwise), aim under 150 KB.
const shares = await buildShares(publicDir, filter);
if (shares.length) {
  const bytes = shares.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`share images: wrote ${shares.length} PNGs (1200x630), ${(bytes / 1024).toFixed(1)} KB into public/images/share/`);
  const heavy = shares.filter((s) => s.bytes > 150 * 1024).map((s) => `${s.path} ${(s.bytes / 1024).toFixed(1)} KB`);
  if (heavy.length) console.log(`share images over 150 KB:\n  ${heavy.join('\n  ')}`);
}
