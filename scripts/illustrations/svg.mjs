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
