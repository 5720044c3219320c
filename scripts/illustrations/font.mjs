// Be Vietnam Pro as SVG paths, read straight from the @fontsource WOFF files (plain Node, no font
// library): resvg cannot read WOFF and this machine has no copy of the family, so text that must be
// rasterised (the share images) is converted to outlines here. WOFF 1 is zlib-compressed sfnt tables;
// the glyphs are TrueType (glyf, quadratic). Fontsource splits the family into unicode subsets
// (latin, latin-ext, vietnamese), so each character is looked up in every subset of the weight.
// Kerning: GPOS pair adjustment ('kern' feature), applied between two glyphs of the same subset.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { f } from './svg.mjs';

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'vietnamese', 'latin-ext'];

function filesDir() {
  const pkg = require.resolve('@fontsource/be-vietnam-pro/package.json');
  return path.join(path.dirname(pkg), 'files');
}

// ------------------------------------------------------------------ WOFF 1 container
function woffTables(buf, file) {
  if (buf.readUInt32BE(0) !== 0x774f4646) throw new Error(`${file} is not a WOFF 1 file`);
  const n = buf.readUInt16BE(12);
  const tables = {};
  for (let i = 0; i < n; i++) {
    const o = 44 + i * 20;
    const tag = buf.toString('latin1', o, o + 4);
    const off = buf.readUInt32BE(o + 4), comp = buf.readUInt32BE(o + 8), orig = buf.readUInt32BE(o + 12);
    const raw = buf.subarray(off, off + comp);
    tables[tag] = comp < orig ? zlib.inflateSync(raw) : raw;
  }
  return tables;
}

// ------------------------------------------------------------------ OpenType tables
function parseCmap(t) {
  const map = new Map();
  const n = t.readUInt16BE(2);
  const subs = [];
  for (let i = 0; i < n; i++) subs.push({ pid: t.readUInt16BE(4 + i * 8), eid: t.readUInt16BE(6 + i * 8), off: t.readUInt32BE(8 + i * 8) });
  const rank = (s) => { const fmt = t.readUInt16BE(s.off); return fmt === 12 ? 2 : fmt === 4 && (s.pid === 3 || s.pid === 0) ? 1 : 0; };
  const best = subs.sort((a, b) => rank(b) - rank(a))[0];
  if (!best || rank(best) === 0) throw new Error('font has no unicode cmap');
  const o = best.off;
  if (t.readUInt16BE(o) === 12) {
    const groups = t.readUInt32BE(o + 12);
    for (let i = 0; i < groups; i++) {
      const g = o + 16 + i * 12, start = t.readUInt32BE(g), end = t.readUInt32BE(g + 4), gid = t.readUInt32BE(g + 8);
      for (let c = start; c <= end; c++) map.set(c, gid + c - start);
    }
  } else {
    const seg = t.readUInt16BE(o + 6) / 2;
    const ends = o + 14, starts = ends + seg * 2 + 2, deltas = starts + seg * 2, ranges = deltas + seg * 2;
    for (let i = 0; i < seg; i++) {
      const end = t.readUInt16BE(ends + i * 2), start = t.readUInt16BE(starts + i * 2), delta = t.readInt16BE(deltas + i * 2), ro = t.readUInt16BE(ranges + i * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let gid;
        if (ro === 0) gid = (c + delta) & 0xffff;
        else {
          gid = t.readUInt16BE(ranges + i * 2 + ro + (c - start) * 2);
          if (gid) gid = (gid + delta) & 0xffff;
        }
        if (gid) map.set(c, gid);
      }
    }
  }
  return map;
}

function coverage(t, o) {
  const fmt = t.readUInt16BE(o);
  const m = new Map();
  if (fmt === 1) {
    const n = t.readUInt16BE(o + 2);
    for (let i = 0; i < n; i++) m.set(t.readUInt16BE(o + 4 + i * 2), i);
  } else {
    const n = t.readUInt16BE(o + 2);
    for (let i = 0; i < n; i++) {
      const r = o + 4 + i * 6, s = t.readUInt16BE(r), e = t.readUInt16BE(r + 2), idx = t.readUInt16BE(r + 4);
      for (let gid = s; gid <= e; gid++) m.set(gid, idx + gid - s);
    }
  }
  return m;
}
function classDef(t, o) {
  const fmt = t.readUInt16BE(o);
  const m = new Map();
  if (fmt === 1) {
    const start = t.readUInt16BE(o + 2), n = t.readUInt16BE(o + 4);
    for (let i = 0; i < n; i++) m.set(start + i, t.readUInt16BE(o + 6 + i * 2));
  } else {
    const n = t.readUInt16BE(o + 2);
    for (let i = 0; i < n; i++) {
      const r = o + 4 + i * 6, s = t.readUInt16BE(r), e = t.readUInt16BE(r + 2), c = t.readUInt16BE(r + 4);
      for (let gid = s; gid <= e; gid++) m.set(gid, c);
    }
  }
  return m;
}
const popcount = (v) => { let n = 0; for (; v; v &= v - 1) n++; return n; };
/** Byte offset of XAdvance inside a value record of this format, or -1. */
const xAdvanceAt = (vf) => (vf & 4 ? 2 * popcount(vf & 3) : -1);

/** GPOS 'kern' pair adjustments as a function (left gid, right gid) -> x advance delta (font units). */
function parseKerning(t) {
  if (!t) return () => 0;
  const featureList = t.readUInt16BE(6), lookupList = t.readUInt16BE(8);
  const lookups = new Set();
  const nf = t.readUInt16BE(featureList);
  for (let i = 0; i < nf; i++) {
    const r = featureList + 2 + i * 6;
    if (t.toString('latin1', r, r + 4) !== 'kern') continue;
    const fo = featureList + t.readUInt16BE(r + 4);
    const n = t.readUInt16BE(fo + 2);
    for (let j = 0; j < n; j++) lookups.add(t.readUInt16BE(fo + 4 + j * 2));
  }
  const subtables = [];
  for (const li of [...lookups].sort((a, b) => a - b)) {
    const lo = lookupList + t.readUInt16BE(lookupList + 2 + li * 2);
    const type = t.readUInt16BE(lo), n = t.readUInt16BE(lo + 4);
    const list = [];
    for (let j = 0; j < n; j++) {
      let so = lo + t.readUInt16BE(lo + 6 + j * 2);
      let st = type;
      if (type === 9) { st = t.readUInt16BE(so + 2); so += t.readUInt32BE(so + 4); }
      if (st === 2) list.push(so);
    }
    if (list.length) subtables.push(list);
  }
  const parsed = subtables.map((list) => list.map((so) => {
    const fmt = t.readUInt16BE(so), cov = coverage(t, so + t.readUInt16BE(so + 2));
    const vf1 = t.readUInt16BE(so + 4), vf2 = t.readUInt16BE(so + 6);
    const s1 = 2 * popcount(vf1), s2 = 2 * popcount(vf2), xa = xAdvanceAt(vf1);
    if (fmt === 1) {
      return (a, b) => {
        const idx = cov.get(a);
        if (idx === undefined) return null;
        const ps = so + t.readUInt16BE(so + 10 + idx * 2);
        const n = t.readUInt16BE(ps);
        for (let i = 0; i < n; i++) {
          const r = ps + 2 + i * (2 + s1 + s2);
          if (t.readUInt16BE(r) === b) return xa < 0 ? 0 : t.readInt16BE(r + 2 + xa);
        }
        return null;
      };
    }
    const cd1 = classDef(t, so + t.readUInt16BE(so + 8)), cd2 = classDef(t, so + t.readUInt16BE(so + 10));
    const c2n = t.readUInt16BE(so + 14);
    return (a, b) => {
      if (!cov.has(a)) return null;
      const r = so + 16 + ((cd1.get(a) ?? 0) * c2n + (cd2.get(b) ?? 0)) * (s1 + s2);
      return xa < 0 ? 0 : t.readInt16BE(r + xa);
    };
  }));
  return (a, b) => {
    let dx = 0;
    for (const list of parsed) {
      for (const fn of list) { const v = fn(a, b); if (v !== null) { dx += v; break; } }
    }
    return dx;
  };
}

function loadSubset(file) {
  const T = woffTables(fs.readFileSync(file), file);
  for (const tag of ['head', 'hhea', 'maxp', 'hmtx', 'loca', 'glyf', 'cmap']) if (!T[tag]) throw new Error(`${file}: no ${tag} table`);
  const upem = T.head.readUInt16BE(18), longLoca = T.head.readInt16BE(50) === 1;
  const numGlyphs = T.maxp.readUInt16BE(4), nh = T.hhea.readUInt16BE(34);
  const loca = (i) => (longLoca ? T.loca.readUInt32BE(i * 4) : T.loca.readUInt16BE(i * 2) * 2);
  const advance = (gid) => T.hmtx.readUInt16BE(Math.min(gid, nh - 1) * 4);
  const cache = new Map();
  /** Contours of a glyph: arrays of [x, y, onCurve] in font units (y up). */
  function contours(gid, depth = 0) {
    if (cache.has(gid)) return cache.get(gid);
    if (gid >= numGlyphs || depth > 8) throw new Error(`${file}: bad glyph ${gid}`);
    const start = loca(gid), end = loca(gid + 1);
    let out = [];
    if (end > start) {
      const t = T.glyf.subarray(start, end);
      const nc = t.readInt16BE(0);
      if (nc >= 0) {
        const ends = [];
        for (let i = 0; i < nc; i++) ends.push(t.readUInt16BE(10 + i * 2));
        const np = nc ? ends[nc - 1] + 1 : 0;
        let p = 10 + nc * 2;
        p += 2 + t.readUInt16BE(p);
        const flags = [];
        while (flags.length < np) {
          const fl = t[p++];
          flags.push(fl);
          if (fl & 8) { let rep = t[p++]; while (rep--) flags.push(fl); }
        }
        const coord = (short, same) => {
          const v = [];
          let c = 0;
          for (const fl of flags) {
            if (fl & short) { const d = t[p++]; c += fl & same ? d : -d; }
            else if (!(fl & same)) { c += t.readInt16BE(p); p += 2; }
            v.push(c);
          }
          return v;
        };
        const xs = coord(2, 16), ys = coord(4, 32);
        let s = 0;
        for (const e of ends) {
          const c = [];
          for (let i = s; i <= e; i++) c.push([xs[i], ys[i], (flags[i] & 1) === 1]);
          out.push(c);
          s = e + 1;
        }
      } else {
        let p = 10, more = true;
        while (more) {
          const fl = t.readUInt16BE(p), sub = t.readUInt16BE(p + 2);
          p += 4;
          let dx, dy;
          if (fl & 1) { dx = t.readInt16BE(p); dy = t.readInt16BE(p + 2); p += 4; } else { dx = t.readInt8(p); dy = t.readInt8(p + 1); p += 2; }
          if (!(fl & 2)) throw new Error(`${file}: glyph ${gid} uses point-matched components (not supported)`);
          let a = 1, b = 0, c = 0, d = 1;
          const f214 = (o) => t.readInt16BE(o) / 16384;
          if (fl & 8) { a = d = f214(p); p += 2; }
          else if (fl & 0x40) { a = f214(p); d = f214(p + 2); p += 4; }
          else if (fl & 0x80) { a = f214(p); b = f214(p + 2); c = f214(p + 4); d = f214(p + 6); p += 8; }
          for (const cont of contours(sub, depth + 1)) out.push(cont.map(([x, y, on]) => [a * x + c * y + dx, b * x + d * y + dy, on]));
          more = (fl & 0x20) !== 0;
        }
      }
    }
    cache.set(gid, out);
    return out;
  }
  return { upem, cmap: parseCmap(T.cmap), advance, contours, kern: parseKerning(T.GPOS) };
}

const faces = new Map();
/** The three subsets of one weight (100-900), loaded once. */
export function face(weight = 700) {
  if (!faces.has(weight)) {
    const dir = filesDir();
    faces.set(weight, SUBSETS.map((s) => loadSubset(path.join(dir, `be-vietnam-pro-${s}-${weight}-normal.woff`))));
  }
  return faces.get(weight);
}

/** Glyph run of a string: [{ sub, gid, x }] in font units, plus the total advance. Fails loudly on a missing character. */
function layout(str, weight, spacing) {
  const subs = face(weight);
  const run = [];
  let x = 0, prev = null;
  for (const ch of str.normalize('NFC')) {
    const cp = ch.codePointAt(0);
    const sub = subs.find((s) => s.cmap.has(cp));
    if (!sub) throw new Error(`Be Vietnam Pro ${weight} has no glyph for "${ch}" (U+${cp.toString(16).toUpperCase()})`);
    const gid = sub.cmap.get(cp);
    if (prev && prev.sub === sub) x += sub.kern(prev.gid, gid);
    run.push({ sub, gid, x });
    x += sub.advance(gid) + spacing * sub.upem;
    prev = { sub, gid };
  }
  return { run, width: x - (run.length ? spacing * subs[0].upem : 0), upem: subs[0].upem };
}

/** Width in pixels of `str` at `size` px. */
export function measure(str, { size = 16, weight = 700, spacing = 0 } = {}) {
  const { width, upem } = layout(str, weight, spacing);
  return (width * size) / upem;
}

/** Outline path data of `str` with its baseline at y; anchor 'start' | 'middle' | 'end'. */
export function textD(str, x, y, { size = 16, weight = 700, anchor = 'start', spacing = 0 } = {}) {
  const { run, width, upem } = layout(str, weight, spacing);
  const k = size / upem;
  const x0 = x - (anchor === 'middle' ? (width * k) / 2 : anchor === 'end' ? width * k : 0);
  // Compact path data: points rounded to 0.1 px (whole px for big text), written relative to the
  // previous rounded point, so the outlines stay small and do not drift.
  const q = size >= 40 ? 1 : 10;
  const R = (v) => Math.round(v * q);
  const num = (n) => { const v = n / q; const t = String(Math.round(v * 10) / 10); return t.replace(/^(-?)0\./, '$1.'); };
  let d = '';
  let px = 0, py = 0, last = '';
  const pair = (a, b) => { const sa = num(a), sb = num(b); return sa + (sb[0] === '-' ? '' : ' ') + sb; };
  const cmd = (c, body) => {
    const sep = c === last && body[0] !== '-' ? ' ' : '';
    d += (c === last ? sep : c) + body;
    last = c;
  };
  const X = (v) => R(x0 + v * k), Y = (v) => R(y - v * k);
  const move = (ax, ay) => { d += 'm' + pair(ax - px, ay - py); last = 'l'; px = ax; py = ay; };
  const lineTo = (ax, ay) => { if (ax === px && ay === py) return; cmd('l', pair(ax - px, ay - py)); px = ax; py = ay; };
  const quad = (cx, cy, ax, ay) => { cmd('q', pair(cx - px, cy - py) + (num(ax - px)[0] === '-' ? '' : ' ') + pair(ax - px, ay - py)); px = ax; py = ay; };
  for (const { sub, gid, x: gx } of run) {
    for (const c of sub.contours(gid)) {
      if (!c.length) continue;
      const pt = (i) => { const [qx, qy, on] = c[(i + c.length) % c.length]; return [qx + gx, qy, on]; };
      // Start on an on-curve point (or the midpoint of two off-curve ones).
      let s = c.findIndex((p) => p[2]);
      let first;
      if (s < 0) { const a = pt(0), b = pt(1); first = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]; s = 0; } else first = pt(s);
      const fx = X(first[0]), fy = Y(first[1]);
      move(fx, fy);
      let ctrl = null;
      for (let i = 1; i <= c.length; i++) {
        const p = pt(s + i);
        if (p[2]) {
          if (ctrl) quad(X(ctrl[0]), Y(ctrl[1]), X(p[0]), Y(p[1])); else lineTo(X(p[0]), Y(p[1]));
          ctrl = null;
        } else if (ctrl) {
          const mx = (ctrl[0] + p[0]) / 2, my = (ctrl[1] + p[1]) / 2;
          quad(X(ctrl[0]), Y(ctrl[1]), X(mx), Y(my));
          ctrl = p;
        } else ctrl = p;
      }
      if (ctrl) quad(X(ctrl[0]), Y(ctrl[1]), fx, fy);
      d += 'z';
      last = '';
      px = fx; py = fy;
    }
  }
  return d; // a leading relative m is absolute
}

/** `<path>` drawing `str` in Be Vietnam Pro (same signature idea as svg.mjs `text`). */
export function textPath(x, y, str, { size = 16, weight = 700, fill = '#2B2F3A', anchor = 'middle', spacing = 0, ...rest } = {}) {
  const a = Object.entries(rest).map(([k, v]) => ` ${k}="${v}"`).join('');
  return `<path d="${textD(str, x, y, { size, weight, anchor, spacing })}" fill="${fill}"${a}/>`;
}

/** Greedy word wrap of `str` into lines no wider than `max` px. */
export function wrap(str, max, o) {
  const lines = [];
  let cur = '';
  for (const word of str.split(/\s+/)) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && measure(next, o) > max) { lines.push(cur); cur = word; } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

const unescape = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * Replaces every `<text>` of an SVG made by svg.mjs `text()` with its outline, so a rasteriser
 * without fonts draws it (weight 700 unless told, as svgDoc's style says). Keeps opacity/transform.
 */
export function outlineTexts(svg) {
  return svg.replace(/<text([^>]*)>([^<]*)<\/text>/g, (_m, attrs, content) => {
    const a = {};
    for (const [, k, v] of attrs.matchAll(/([\w:-]+)="([^"]*)"/g)) a[k] = unescape(v);
    const str = unescape(content);
    const size = Number(a['font-size'] ?? 16);
    const weight = Math.min(900, Math.max(100, Math.round(Number(a['font-weight'] ?? 700) / 100) * 100));
    const anchor = a['text-anchor'] ?? 'start';
    const spacing = a['letter-spacing'] ? Number(a['letter-spacing']) / size : 0;
    const x = Number(a.x ?? 0), y = Number(a.y ?? 0);
    const o = { size, weight, anchor, spacing };
    let extra = '';
    for (const k of ['opacity', 'fill-opacity', 'transform']) if (a[k] !== undefined) extra += ` ${k}="${a[k]}"`;
    let d = textD(str, x, y, o);
    if (a.textLength) {
      // lengthAdjust="spacingAndGlyphs": stretch the run to textLength around its anchor.
      const k = Number(a.textLength) / measure(str, o);
      const t = `translate(${f(x)} 0) scale(${Math.round(k * 1000) / 1000} 1) translate(${f(-x)} 0)`;
      return `<g transform="${t}"><path d="${d}" fill="${a.fill ?? '#000'}"${extra}/></g>`;
    }
    return `<path d="${d}" fill="${a.fill ?? '#000'}"${extra}/>`;
  });
}
