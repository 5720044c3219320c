// Tiny SVG string helpers: rounding, elements, document wrapper and a seeded PRNG.

/** Round to one decimal and print without trailing zeros. */
export const f = (v) => {
  if (typeof v !== 'number') return String(v);
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};
/** Two-decimal variant, for scale factors. */
export const f2 = (v) => String(Math.round(v * 100) / 100);

/** Tagged template that rounds every interpolated number (use for path data). */
export const P = (strs, ...vals) =>
  strs.reduce((a, s, i) => a + s + (i < vals.length ? (Array.isArray(vals[i]) ? vals[i].map(f).join(' ') : f(vals[i])) : ''), '');

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : esc(v)}"`)
    .join('');

export const el = (tag, a = {}, inner = '') => (inner ? `<${tag}${attrs(a)}>${inner}</${tag}>` : `<${tag}${attrs(a)}/>`);
export const circle = (cx, cy, r, fill, a = {}) => el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx, cy, rx, ry, fill, a = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const rect = (x, y, width, height, rx, fill, a = {}) =>
  el('rect', { x, y, width, height, rx: rx || undefined, fill, ...a });
export const path = (d, fill, a = {}) => el('path', { d, fill, ...a });
export const stroke = (d, color, w, a = {}) =>
  el('path', { d, fill: 'none', stroke: color, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...a });
export const line = (x1, y1, x2, y2, color, w, a = {}) => stroke(P`M${x1} ${y1}L${x2} ${y2}`, color, w, a);
export const g = (inner, a = {}) => (inner ? el('g', a, inner) : '');
export const tr = (x, y, s = 1, rot = 0) =>
  `translate(${f(x)} ${f(y)})` + (rot ? ` rotate(${f(rot)})` : '') + (s !== 1 ? ` scale(${f2(s)})` : '');
export const at = (x, y, s, inner, rot = 0) => g(inner, { transform: tr(x, y, s, rot) });

export const text = (x, y, str, { size = 16, fill = '#2B2F3A', anchor = 'middle', weight, spacing, ...rest } = {}) =>
  el('text', { x, y, 'font-size': size, fill, 'text-anchor': anchor === 'start' ? undefined : anchor, 'font-weight': weight, 'letter-spacing': spacing, ...rest }, esc(str));

let idc = 0;
export const uid = (p = 'c') => `${p}${++idc}`;
export const resetIds = () => { idc = 0; };

export function svgDoc(w, h, body, defs = '') {
  const style = body.includes('<text')
    ? '<style>text{font-family:"Be Vietnam Pro",Arial,Helvetica,sans-serif;font-weight:700}</style>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${style}${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

/** Clip `inner` to the path `d`. */
export const clip = (d, inner) => {
  const id = uid('k');
  return `<clipPath id="${id}"><path d="${d}"/></clipPath>` + g(inner, { 'clip-path': `url(#${id})` });
};

/** Seeded PRNG (mulberry32 over an FNV-1a hash of the seed string). */
export function rng(seed) {
  let h = 2166136261;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const R = {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle: (arr) => {
      const b = arr.slice();
      for (let i = b.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [b[i], b[j]] = [b[j], b[i]];
      }
      return b;
    },
  };
  return R;
}

/** Smooth closed path through points (Catmull-Rom to cubic Bézier). */
export function smoothClosed(pts) {
  const n = pts.length;
  let d = P`M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n], p1 = pts[i], p2 = pts[(i + 1) % n], p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += P`C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${p2[0]} ${p2[1]}`;
  }
  return d + 'Z';
}

// ------------------------------------------------------------------ output minifier
const num = (v) => {
  const t = String(Math.round(v * 10) / 10);
  return t === '-0' ? '0' : t.replace(/^(-?)0\./, '$1.');
};
/** Joins numbers with the fewest separators SVG path syntax allows. */
function joinNums(list) {
  let out = '';
  for (const t of list) {
    const prev = out.length ? out : '';
    const needs = prev && !(t[0] === '-' || (t[0] === '.' && /\.\d*$/.test(prev.split(/[\s-]/).pop())));
    out += (needs ? ' ' : '') + t;
  }
  return out;
}
const ARGS = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** Rewrites path data with relative commands and short numbers (same shape, about a third smaller). */
export function minifyPath(d) {
  const tokens = d.match(/[MmLlHhVvCcSsQqTtAaZz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) || [];
  let i = 0, cx = 0, cy = 0, sx = 0, sy = 0, cmd = '', out = '', lastOut = '';
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-z]/i.test(tokens[i])) cmd = tokens[i++];
    const lc = cmd.toLowerCase(), rel = cmd === lc;
    if (lc === 'z') { out += 'z'; lastOut = 'z'; cx = sx; cy = sy; continue; }
    const n = ARGS[lc];
    const a = [];
    for (let k = 0; k < n; k++) a.push(next());
    let o = [];
    let ex = cx, ey = cy;
    if (lc === 'h') { ex = rel ? cx + a[0] : a[0]; o = [num(ex - cx)]; }
    else if (lc === 'v') { ey = rel ? cy + a[0] : a[0]; o = [num(ey - cy)]; }
    else if (lc === 'a') { ex = rel ? cx + a[5] : a[5]; ey = rel ? cy + a[6] : a[6]; o = [num(a[0]), num(a[1]), num(a[2]), String(a[3]), String(a[4]), num(ex - cx), num(ey - cy)]; }
    else {
      for (let k = 0; k < n; k += 2) {
        const px = rel ? cx + a[k] : a[k], py = rel ? cy + a[k + 1] : a[k + 1];
        o.push(num(px - cx), num(py - cy));
        if (k === n - 2) { ex = px; ey = py; }
      }
    }
    // Keep the rounded position, so relative steps never drift from the original.
    cx = Math.round(ex * 10) / 10; cy = Math.round(ey * 10) / 10;
    const outCmd = lc; // a leading relative m is absolute
    if (lc === 'm') { sx = cx; sy = cy; }
    const body = joinNums(o);
    const implicit = (lastOut === outCmd && outCmd !== 'm') || (lastOut === 'm' && outCmd === 'l');
    out += implicit ? (body[0] === '-' ? '' : ' ') + body : outCmd + body;
    lastOut = implicit ? lastOut : outCmd;
    if (lc === 'm') { cmd = rel ? 'l' : 'L'; if (!implicit) lastOut = 'm'; }
  }
  return out;
}

/** Smaller output: round caps/joins set once on the root, path data rewritten by minifyPath. */
export function minifySvg(svg) {
  return svg
    .replace(/ stroke-linecap="round"/g, '')
    .replace(/ stroke-linejoin="round"/g, '')
    .replace(/<svg /, '<svg stroke-linecap="round" stroke-linejoin="round" ')
    .replace(/ d="([^"]*)"/g, (_m, d) => ` d="${minifyPath(d)}"`);
}
