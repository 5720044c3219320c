// A small, deterministic PNG-8 writer (plain Node: zlib for deflate and CRC): resvg's PNGs are
// 32-bit RGBA, several times larger than needed for flat illustrations. The palette keeps the most
// used colours exactly (the flat fills) and fills the rest of its 256 entries by median cut over the
// remaining colours (anti-aliased edges); pixels map to the nearest entry, without dithering.
import zlib from 'node:zlib';

const SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

/** Median cut of weighted colours [[rgb, count]] into at most n boxes; returns the boxes' weighted means. */
function medianCut(colors, n) {
  if (!colors.length || n <= 0) return [];
  const ch = (c, i) => (c >> (16 - 8 * i)) & 255;
  const boxOf = (list) => {
    const lo = [255, 255, 255], hi = [0, 0, 0];
    let weight = 0;
    for (const [c, w] of list) {
      for (let i = 0; i < 3; i++) { const v = ch(c, i); if (v < lo[i]) lo[i] = v; if (v > hi[i]) hi[i] = v; }
      weight += w;
    }
    const spans = hi.map((h, i) => h - lo[i]);
    const axis = spans.indexOf(Math.max(...spans));
    return { list, axis, score: spans[axis] * Math.sqrt(weight) };
  };
  const boxes = [boxOf(colors)];
  while (boxes.length < n) {
    let best = -1;
    boxes.forEach((b, i) => { if (b.list.length > 1 && (best < 0 || b.score > boxes[best].score)) best = i; });
    if (best < 0) break;
    const { list, axis } = boxes[best];
    const sorted = list.slice().sort((a, b) => ch(a[0], axis) - ch(b[0], axis) || a[0] - b[0]);
    const total = sorted.reduce((s, [, w]) => s + w, 0);
    let acc = 0, cut = 1;
    for (let i = 0; i < sorted.length - 1; i++) { acc += sorted[i][1]; if (acc >= total / 2) { cut = i + 1; break; } cut = i + 1; }
    boxes.splice(best, 1, boxOf(sorted.slice(0, cut)), boxOf(sorted.slice(cut)));
  }
  return boxes.map(({ list }) => {
    let r = 0, g = 0, b = 0, w = 0;
    for (const [c, k] of list) { r += ch(c, 0) * k; g += ch(c, 1) * k; b += ch(c, 2) * k; w += k; }
    return (Math.round(r / w) << 16) | (Math.round(g / w) << 8) | Math.round(b / w);
  });
}

/**
 * Encode opaque RGBA pixels (width*height*4 bytes) as an indexed PNG.
 * `exact`: how many of the most used colours are kept exactly (the rest of 256 come from median cut).
 */
export function encodePng8(width, height, rgba, { exact = 96 } = {}) {
  if (rgba.length !== width * height * 4) throw new Error(`pixel buffer is ${rgba.length} bytes, expected ${width * height * 4}`);
  const counts = new Map();
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3] !== 255) throw new Error('share images must be opaque');
    const c = (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
    counts.set(c, (counts.get(c) || 0) + 1);
  }
  const byUse = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  let palette;
  if (byUse.length <= 256) palette = byUse.map(([c]) => c);
  else {
    const keep = byUse.slice(0, exact).map(([c]) => c);
    palette = keep.concat(medianCut(byUse.slice(exact), 256 - exact));
  }
  const pr = palette.map((c) => (c >> 16) & 255), pg = palette.map((c) => (c >> 8) & 255), pb = palette.map((c) => c & 255);
  const index = new Map();
  const nearest = (c) => {
    let hit = index.get(c);
    if (hit !== undefined) return hit;
    const r = (c >> 16) & 255, g = (c >> 8) & 255, b = c & 255;
    let best = 0, bd = Infinity;
    for (let i = 0; i < palette.length; i++) {
      const dr = r - pr[i], dg = g - pg[i], db = b - pb[i];
      const d = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
      if (d < bd) { bd = d; best = i; }
    }
    index.set(c, best);
    return best;
  };
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      raw[y * (width + 1) + 1 + x] = nearest((rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2]);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // colour type: indexed
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((c, i) => { plte[i * 3] = pr[i]; plte[i * 3 + 1] = pg[i]; plte[i * 3 + 2] = pb[i]; });
  const idat = zlib.deflateSync(raw, { level: 9, memLevel: 9, strategy: zlib.constants.Z_DEFAULT_STRATEGY });
  return Buffer.concat([SIG, chunk('IHDR', ihdr), chunk('PLTE', plte), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Width and height from a PNG's IHDR; throws when the bytes are not a PNG. */
export function pngSize(buf) {
  if (buf.length < 24 || !buf.subarray(0, 8).equals(SIG) || buf.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}
