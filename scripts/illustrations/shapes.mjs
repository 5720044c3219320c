// Reusable flat objects: sun, stars, plants, furniture, school things, icons and backdrops.
import { P, f, circle, ellipse, rect, path, stroke, line, g, tr, text, smoothClosed } from './svg.mjs';
import { C } from './palette.mjs';
import { measure } from './font.mjs';

const TAU = Math.PI * 2;

export function sunMark(cx, cy, r, { color = C.o5, ray = C.y5, rays = 10, face = false, rayW } = {}) {
  let d = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * TAU - Math.PI / 2;
    d += P`M${cx + Math.cos(a) * r * 1.32} ${cy + Math.sin(a) * r * 1.32}L${cx + Math.cos(a) * r * 1.62} ${cy + Math.sin(a) * r * 1.62}`;
  }
  let s = stroke(d, ray, rayW || r * 0.2) + circle(cx, cy, r, color);
  if (face) {
    s += circle(cx - r * 0.33, cy - r * 0.08, r * 0.1, C.ink) + circle(cx + r * 0.33, cy - r * 0.08, r * 0.1, C.ink);
    s += stroke(P`M${cx - r * 0.35} ${cy + r * 0.25}Q${cx} ${cy + r * 0.58} ${cx + r * 0.35} ${cy + r * 0.25}`, C.ink, r * 0.09);
    s += circle(cx - r * 0.6, cy + r * 0.25, r * 0.13, C.red2, { opacity: 0.5 }) + circle(cx + r * 0.6, cy + r * 0.25, r * 0.13, C.red2, { opacity: 0.5 });
  }
  return s;
}

export function starPath(cx, cy, R, ri = R * 0.48, rot = 0) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * TAU - Math.PI / 2 + rot;
    const rr = i % 2 ? ri : R;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return 'M' + pts.map((p) => `${f(p[0])} ${f(p[1])}`).join('L') + 'Z';
}
export const star = (cx, cy, R, fill = C.y5, a = {}) => path(starPath(cx, cy, R), fill, { stroke: fill, 'stroke-width': R * 0.22, 'stroke-linejoin': 'round', ...a });
export const sparkle = (cx, cy, R, fill = C.y5) => path(P`M${cx} ${cy - R}Q${cx + R * 0.15} ${cy - R * 0.15} ${cx + R} ${cy}Q${cx + R * 0.15} ${cy + R * 0.15} ${cx} ${cy + R}Q${cx - R * 0.15} ${cy + R * 0.15} ${cx - R} ${cy}Q${cx - R * 0.15} ${cy - R * 0.15} ${cx} ${cy - R}Z`, fill);
export const heartPath = (x, y, s) => P`M${x} ${y + s * 0.85}C${x - s * 1.5} ${y - s * 0.1} ${x - s * 0.9} ${y - s * 1.05} ${x} ${y - s * 0.4}C${x + s * 0.9} ${y - s * 1.05} ${x + s * 1.5} ${y - s * 0.1} ${x} ${y + s * 0.85}Z`;
export const heart = (x, y, s, fill = C.red2) => path(heartPath(x, y, s), fill);

export function blob(cx, cy, rx, ry, r, fill, n = 8, v = 0.14, a = {}) {
  const pts = [];
  const off = r.next() * TAU;
  for (let i = 0; i < n; i++) {
    const t = (i / n) * TAU + off;
    const k = 1 + r.range(-v, v);
    pts.push([cx + Math.cos(t) * rx * k, cy + Math.sin(t) * ry * k]);
  }
  return path(smoothClosed(pts), fill, a);
}

export function cloud(x, y, s, fill = C.white) {
  return path(P`M${x - 40 * s} ${y}A${14 * s} ${14 * s} 0 0 1 ${x - 22 * s} ${y - 16 * s}A${20 * s} ${20 * s} 0 0 1 ${x + 14 * s} ${y - 20 * s}A${15 * s} ${15 * s} 0 0 1 ${x + 38 * s} ${y - 2 * s}Q${x + 40 * s} ${y + 8 * s} ${x + 30 * s} ${y + 8 * s}L${x - 34 * s} ${y + 8 * s}Q${x - 42 * s} ${y + 8 * s} ${x - 40 * s} ${y}Z`, fill);
}

export function tree(x, y, s, { c1 = C.g3, c2 = C.g5, trunk = C.wood3 } = {}) {
  return rect(x - 5 * s, y - 40 * s, 10 * s, 40 * s, 3 * s, trunk) + circle(x, y - 62 * s, 30 * s, c2) + circle(x - 18 * s, y - 50 * s, 20 * s, c1) + circle(x + 16 * s, y - 76 * s, 18 * s, c1, { opacity: 0.9 }) + circle(x + 20 * s, y - 48 * s, 17 * s, c2);
}
export function bush(x, y, s, c = C.g3) {
  return path(P`M${x - 30 * s} ${y}A${14 * s} ${14 * s} 0 0 1 ${x - 14 * s} ${y - 18 * s}A${16 * s} ${16 * s} 0 0 1 ${x + 14 * s} ${y - 20 * s}A${14 * s} ${14 * s} 0 0 1 ${x + 30 * s} ${y}Z`, c);
}

export function plant(x, y, s, { pot = C.o6, leaf = C.g5, leaf2 = C.g3, tall = false } = {}) {
  let o = '';
  const k = tall ? 1.6 : 1;
  const leaves = [[-22, -28, -35], [20, -30, 35], [-8, -44, -10], [10, -42, 12], [0, -52, 0]];
  leaves.forEach(([lx, ly, rot], i) => {
    o += ellipse(0, 0, 7 * s, 18 * s * (i > 1 ? k : 1), i % 2 ? leaf : leaf2, { transform: tr(x + lx * s * 0.6, y + ly * s * (i > 1 ? k : 1), 1, rot) });
  });
  o += path(P`M${x - 16 * s} ${y - 18 * s}L${x + 16 * s} ${y - 18 * s}L${x + 12 * s} ${y}L${x - 12 * s} ${y}Z`, pot) + rect(x - 18 * s, y - 21 * s, 36 * s, 6 * s, 2 * s, pot);
  return o;
}

export function windowBox(x, y, w, h, { frame = C.white, glass = C.b2, sky = true } = {}) {
  let o = rect(x, y, w, h, 8, frame) + rect(x + 8, y + 8, w - 16, h - 16, 4, glass);
  if (sky) o += cloud(x + w * 0.35, y + h * 0.38, Math.min(w, h) / 170, C.white) + circle(x + w * 0.75, y + h * 0.3, Math.min(w, h) * 0.09, C.y3);
  o += path(P`M${x + w * 0.55} ${y + 8}L${x + w * 0.7} ${y + 8}L${x + w * 0.35} ${y + h - 8}L${x + w * 0.2} ${y + h - 8}Z`, C.white, { opacity: 0.35 });
  o += rect(x + w / 2 - 3, y + 8, 6, h - 16, 0, frame) + rect(x + 8, y + h / 2 - 3, w - 16, 6, 0, frame);
  o += rect(x - 6, y + h - 4, w + 12, 9, 4, C.grey2);
  return o;
}

export function whiteboard(x, y, w, h, lines = ['Hello!'], { frame = C.b3, colors = [C.o6, C.b6, C.g5], doodle = true } = {}) {
  let o = rect(x - 6, y - 6, w + 12, h + 12, 10, frame) + rect(x, y, w, h, 5, C.white);
  const n = lines.length;
  const big = Math.min(h / (n + 0.9), w / Math.max(...lines.map((l) => l.length * 0.62 + 0.5)));
  lines.forEach((l, i) => {
    const size = i === 0 ? big : big * 0.72;
    const ty = y + h * ((i + 0.5) / n) + size * 0.35 - (n > 1 ? (i === 0 ? -h * 0.04 : h * 0.04) : 0);
    o += text(x + w / 2, ty, l, { size: Math.round(size), fill: colors[i % colors.length] });
  });
  if (doodle) o += star(x + w - h * 0.13, y + h * 0.16, h * 0.06, C.y5) + sparkle(x + h * 0.12, y + h * 0.8, h * 0.05, C.b4);
  o += rect(x + w * 0.2, y + h + 4, w * 0.6, 6, 3, C.grey3) + rect(x + w * 0.62, y + h, w * 0.07, 5, 2, C.o5) + rect(x + w * 0.72, y + h, w * 0.06, 5, 2, C.b5);
  return o;
}

export function clock(x, y, r) {
  return circle(x, y, r, C.b5) + circle(x, y, r * 0.8, C.white) + stroke(P`M${x} ${y - r * 0.5}L${x} ${y}L${x + r * 0.38} ${y + r * 0.12}`, C.ink, r * 0.12) + circle(x, y, r * 0.1, C.o5);
}

export function bookshelf(x, y, w, h, r, { rows = 3, wood = C.wood, wood2 = C.wood2 } = {}) {
  let o = rect(x, y, w, h, 6, wood2) + rect(x + 6, y + 6, w - 12, h - 12, 3, C.o1);
  const rh = (h - 12) / rows;
  const cols = [C.o5, C.b6, C.y5, C.g5, C.b4, C.red2, C.o3, C.b7];
  for (let i = 0; i < rows; i++) {
    const by = y + 6 + rh * (i + 1);
    let bx = x + 10;
    while (bx < x + w - 22) {
      const bw = r.range(7, 13) * (w / 180 > 1 ? Math.min(w / 180, 1.6) : 1);
      const bh = rh * r.range(0.55, 0.85);
      if (r.chance(0.12)) { bx += bw * 1.4; continue; }
      o += rect(bx, by - bh - 4, bw, bh, 1.5, r.pick(cols));
      o += rect(bx + bw * 0.2, by - bh + bh * 0.15, bw * 0.6, 2, 0, C.white, { opacity: 0.6 });
      bx += bw + 1.5;
    }
    o += rect(x + 4, by - 5, w - 8, 6, 2, wood);
  }
  return o;
}

export function globe(x, y, r) {
  let o = stroke(P`M${x - r * 1.1} ${y - r * 0.1}A${r * 1.15} ${r * 1.15} 0 0 0 ${x + r * 0.5} ${y + r * 1.05}`, C.grey3, r * 0.1);
  o += rect(x - r * 0.08, y + r * 1.05, r * 0.16, r * 0.35, 0, C.grey3) + path(P`M${x - r * 0.55} ${y + r * 1.55}Q${x} ${y + r * 1.2} ${x + r * 0.55} ${y + r * 1.55}Z`, C.b7);
  o += circle(x, y, r, C.b4);
  o += path(P`M${x - r * 0.7} ${y - r * 0.5}Q${x - r * 0.2} ${y - r * 0.85} ${x + r * 0.05} ${y - r * 0.45}Q${x - r * 0.1} ${y - r * 0.05} ${x - r * 0.45} ${y + r * 0.05}Q${x - r * 0.85} ${y} ${x - r * 0.7} ${y - r * 0.5}Z`, C.g3);
  o += path(P`M${x + r * 0.2} ${y + r * 0.05}Q${x + r * 0.7} ${y - r * 0.2} ${x + r * 0.75} ${y + r * 0.3}Q${x + r * 0.6} ${y + r * 0.75} ${x + r * 0.3} ${y + r * 0.7}Q${x + r * 0.05} ${y + r * 0.4} ${x + r * 0.2} ${y + r * 0.05}Z`, C.g3);
  o += path(P`M${x + r * 0.35} ${y - r * 0.8}Q${x + r * 0.7} ${y - r * 0.7} ${x + r * 0.6} ${y - r * 0.45}Q${x + r * 0.4} ${y - r * 0.5} ${x + r * 0.35} ${y - r * 0.8}Z`, C.g3);
  o += circle(x - r * 0.35, y - r * 0.35, r * 0.5, C.white, { opacity: 0.12 });
  return o;
}

export function book(x, y, w, h, color = C.o5, { pages = C.white } = {}) {
  return rect(x, y, w, h, 2, color) + rect(x + w * 0.08, y + h - h * 0.16, w * 0.9, h * 0.1, 1, pages) + rect(x, y, w * 0.14, h, 2, 'rgba(0,0,0,.15)') + rect(x + w * 0.35, y + h * 0.22, w * 0.45, h * 0.1, 1, C.white, { opacity: 0.7 });
}
export function bookStack(x, y, s, cols = [C.o5, C.b6, C.y5, C.g5]) {
  let o = '';
  cols.forEach((c, i) => {
    const w = (60 - (i % 2) * 8) * s, h = 11 * s;
    const bx = x - w / 2 + (i % 2 ? 4 : -3) * s;
    const by = y - (i + 1) * h;
    o += rect(bx, by, w, h, 2 * s, c) + rect(bx + w - 5 * s, by + 2 * s, 4 * s, h - 4 * s, 1, C.white) + rect(bx + 6 * s, by + h * 0.42, w * 0.45, 1.6 * s, 0, C.white, { opacity: 0.6 });
  });
  return o;
}
export function openBook(x, y, w, color = C.b6) {
  const h = w * 0.55;
  let o = path(P`M${x - w / 2 - 3} ${y - h + 4}L${x} ${y - h + 8}L${x + w / 2 + 3} ${y - h + 4}L${x + w / 2 + 3} ${y + 4}L${x} ${y + 8}L${x - w / 2 - 3} ${y + 4}Z`, color);
  o += path(P`M${x} ${y - h + 6}Q${x - w * 0.25} ${y - h - 2} ${x - w / 2} ${y - h + 2}L${x - w / 2} ${y + 2}Q${x - w * 0.25} ${y - 4} ${x} ${y + 4}Z`, C.white);
  o += path(P`M${x} ${y - h + 6}Q${x + w * 0.25} ${y - h - 2} ${x + w / 2} ${y - h + 2}L${x + w / 2} ${y + 2}Q${x + w * 0.25} ${y - 4} ${x} ${y + 4}Z`, C.o0);
  for (let i = 1; i < 4; i++) {
    const ly = y - h + 4 + (h * i) / 4.2;
    o += stroke(P`M${x - w * 0.42} ${ly}Q${x - w * 0.25} ${ly - 5} ${x - w * 0.08} ${ly + 1}M${x + w * 0.08} ${ly + 1}Q${x + w * 0.25} ${ly - 5} ${x + w * 0.42} ${ly}`, C.grey2, Math.max(1, w * 0.025));
  }
  return o;
}

export function bubble(x, y, w, h, str, { fill = C.white, color = C.b6, tail = 'left', size, textColor } = {}) {
  const tx = tail === 'left' ? x + w * 0.22 : tail === 'right' ? x + w * 0.78 : x + w / 2;
  const dir = tail === 'left' ? -1 : 1;
  let o = rect(x, y, w, h, Math.min(h / 2, 18), fill);
  o += path(P`M${tx - 9} ${y + h - 2}L${tx + dir * 4} ${y + h + 14}L${tx + 11} ${y + h - 2}Z`, fill);
  if (str) {
    // Never wider than the bubble: shrink the type until it fits with a margin.
    let sz = Math.round(size || h * 0.42);
    while (sz > 8 && measure(str, { size: sz }) > w - Math.min(h, 28) * 0.8) sz -= 1;
    o += text(x + w / 2, y + h / 2 + sz * 0.36, str, { size: sz, fill: textColor || color });
  }
  return o;
}

export function confetti(r, x, y, w, h, n, cols = [C.o5, C.b5, C.y5, C.o3, C.b3, C.red2]) {
  let o = '';
  for (let i = 0; i < n; i++) {
    const cx = x + r.next() * w, cy = y + r.next() * h, c = r.pick(cols), k = r.range(0.7, 1.3);
    const t = r.int(0, 2);
    if (t === 0) o += rect(cx, cy, 10 * k, 5 * k, 1.5, c, { transform: `rotate(${r.int(0, 180)} ${f(cx)} ${f(cy)})` });
    else if (t === 1) o += circle(cx, cy, 3.5 * k, c);
    else o += stroke(P`M${cx} ${cy}q${5 * k} ${-6 * k} ${10 * k} 0t${10 * k} 0`, c, 2.6 * k);
  }
  return o;
}

export function bunting(x1, y1, x2, y2, n, cols = [C.o5, C.b5, C.y5, C.b3, C.o3]) {
  let o = stroke(P`M${x1} ${y1}Q${(x1 + x2) / 2} ${Math.max(y1, y2) + 30} ${x2} ${y2}`, C.grey3, 2);
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * (Math.max(y1, y2) + 30) + t * t * y2;
    const s = Math.abs(x2 - x1) / n / 2.4;
    o += path(P`M${px - s} ${py - 1}L${px + s} ${py - 1}L${px} ${py + s * 1.6}Z`, cols[i % cols.length]);
  }
  return o;
}

export function desk(x, y, w, s, { top = C.wood2, front = C.wood, leg = C.wood3 } = {}) {
  return rect(x - w / 2 + 6 * s, y + 28 * s, 5 * s, 14 * s, 0, leg) + rect(x + w / 2 - 11 * s, y + 28 * s, 5 * s, 14 * s, 0, leg) + rect(x - w / 2, y + 4 * s, w, 26 * s, 3 * s, front) + rect(x - w / 2 - 4 * s, y - 1 * s, w + 8 * s, 7 * s, 3 * s, top);
}
export function table(x, y, w, s, { top = C.wood2, leg = C.wood3 } = {}) {
  return rect(x - w / 2 + 8 * s, y + 4 * s, 6 * s, 38 * s, 2 * s, leg) + rect(x + w / 2 - 14 * s, y + 4 * s, 6 * s, 38 * s, 2 * s, leg) + rect(x - w / 2, y - 2 * s, w, 8 * s, 4 * s, top);
}
export function chair(x, y, s, c = C.b5) {
  return rect(x - 14 * s, y - 52 * s, 28 * s, 26 * s, 6 * s, c) + rect(x - 16 * s, y - 26 * s, 32 * s, 7 * s, 3 * s, c) + rect(x - 13 * s, y - 19 * s, 4 * s, 19 * s, 0, C.grey5) + rect(x + 9 * s, y - 19 * s, 4 * s, 19 * s, 0, C.grey5);
}

export function abcBlock(x, y, s, letter, col) {
  const d = 8 * s;
  return path(P`M${x} ${y - 30 * s}L${x + d} ${y - 30 * s - d}L${x + 30 * s + d} ${y - 30 * s - d}L${x + 30 * s} ${y - 30 * s}Z`, C.white, { opacity: 0.55 }) + path(P`M${x} ${y - 30 * s}L${x + d} ${y - 30 * s - d}L${x + 30 * s + d} ${y - 30 * s - d}L${x + 30 * s} ${y - 30 * s}Z`, col, { opacity: 0.55 }) +
    path(P`M${x + 30 * s} ${y}L${x + 30 * s + d} ${y - d}L${x + 30 * s + d} ${y - 30 * s - d}L${x + 30 * s} ${y - 30 * s}Z`, col) + path(P`M${x + 30 * s} ${y}L${x + 30 * s + d} ${y - d}L${x + 30 * s + d} ${y - 30 * s - d}L${x + 30 * s} ${y - 30 * s}Z`, 'rgba(0,0,0,.18)') +
    rect(x, y - 30 * s, 30 * s, 30 * s, 3 * s, col) + text(x + 15 * s, y - 7 * s, letter, { size: Math.round(22 * s), fill: C.white });
}

export function certificate(x, y, w, h, { border = C.o5 } = {}) {
  return rect(x, y, w, h, 3, C.cream) + rect(x + w * 0.06, y + h * 0.08, w * 0.88, h * 0.84, 2, 'none', { stroke: border, 'stroke-width': Math.max(1, w * 0.025) }) +
    rect(x + w * 0.25, y + h * 0.22, w * 0.5, h * 0.1, 1, border) + rect(x + w * 0.18, y + h * 0.42, w * 0.64, h * 0.06, 1, C.grey2) + rect(x + w * 0.24, y + h * 0.56, w * 0.52, h * 0.06, 1, C.grey2) +
    path(P`M${x + w * 0.7} ${y + h * 0.75}L${x + w * 0.66} ${y + h * 0.98}L${x + w * 0.72} ${y + h * 0.92}L${x + w * 0.76} ${y + h * 0.98}L${x + w * 0.76} ${y + h * 0.75}Z`, C.b5) + circle(x + w * 0.73, y + h * 0.74, h * 0.12, C.y5);
}
export function trophy(x, y, s) {
  return path(P`M${x - 16 * s} ${y - 62 * s}L${x + 16 * s} ${y - 62 * s}Q${x + 16 * s} ${y - 34 * s} ${x} ${y - 30 * s}Q${x - 16 * s} ${y - 34 * s} ${x - 16 * s} ${y - 62 * s}Z`, C.y5) +
    stroke(P`M${x - 16 * s} ${y - 56 * s}Q${x - 27 * s} ${y - 56 * s} ${x - 23 * s} ${y - 46 * s}Q${x - 20 * s} ${y - 40 * s} ${x - 12 * s} ${y - 40 * s}M${x + 16 * s} ${y - 56 * s}Q${x + 27 * s} ${y - 56 * s} ${x + 23 * s} ${y - 46 * s}Q${x + 20 * s} ${y - 40 * s} ${x + 12 * s} ${y - 40 * s}`, C.y6, 3.5 * s) +
    rect(x - 3 * s, y - 31 * s, 6 * s, 14 * s, 0, C.y6) + rect(x - 12 * s, y - 18 * s, 24 * s, 8 * s, 2 * s, C.y6) + rect(x - 16 * s, y - 10 * s, 32 * s, 10 * s, 2 * s, C.b7) + star(x, y - 49 * s, 6 * s, C.white);
}
export function medal(x, y, s) {
  return path(P`M${x - 12 * s} ${y - 40 * s}L${x - 2 * s} ${y - 12 * s}L${x + 4 * s} ${y - 16 * s}L${x - 4 * s} ${y - 40 * s}Z`, C.b5) + path(P`M${x + 12 * s} ${y - 40 * s}L${x + 2 * s} ${y - 12 * s}L${x - 4 * s} ${y - 16 * s}L${x + 4 * s} ${y - 40 * s}Z`, C.o5) + circle(x, y, 13 * s, C.y5) + star(x, y, 6 * s, C.y6);
}
export function gradCap(x, y, s, c = C.b8) {
  return path(P`M${x - 22 * s} ${y - 14 * s}L${x - 22 * s} ${y}Q${x} ${y + 9 * s} ${x + 22 * s} ${y}L${x + 22 * s} ${y - 14 * s}Z`, c) + path(P`M${x - 46 * s} ${y - 18 * s}L${x} ${y - 36 * s}L${x + 46 * s} ${y - 18 * s}L${x} ${y}Z`, C.b9) +
    stroke(P`M${x} ${y - 18 * s}L${x + 30 * s} ${y - 10 * s}L${x + 30 * s} ${y + 12 * s}`, C.y5, 2.5 * s) + circle(x + 30 * s, y + 14 * s, 4 * s, C.y5) + circle(x, y - 18 * s, 3 * s, C.y5);
}
/** A pedestrian signal, pole foot at (x, y): the green walking man shines, the red standing man above is off. */
export function walkSignal(x, y, s) {
  const u = (v) => v * s;
  const standing = (cx, cy, col) => circle(cx, cy - u(8), u(3), col) + rect(cx - u(3.5), cy - u(4.5), u(7), u(8.5), u(2), col) + stroke(P`M${cx - u(1.6)} ${cy + u(3)}V${cy + u(10.5)}M${cx + u(1.6)} ${cy + u(3)}V${cy + u(10.5)}`, col, u(2.6));
  const walking = (cx, cy, col) => circle(cx + u(1.2), cy - u(8), u(3), col) + stroke(P`M${cx + u(0.6)} ${cy - u(4)}L${cx - u(0.4)} ${cy + u(3)}`, col, u(4.2)) +
    stroke(P`M${cx - u(0.4)} ${cy + u(3)}L${cx - u(4.6)} ${cy + u(10.5)}M${cx - u(0.4)} ${cy + u(3)}L${cx + u(3.6)} ${cy + u(10.5)}M${cx + u(0.4)} ${cy - u(3)}L${cx - u(4.2)} ${cy + u(1.5)}M${cx + u(0.4)} ${cy - u(3)}L${cx + u(4.6)} ${cy + u(1)}`, col, u(2.4));
  return rect(x - u(3), y - u(120), u(6), u(120), u(2), C.grey5) + rect(x - u(15), y - u(190), u(30), u(76), u(9), C.ink) +
    rect(x - u(12), y - u(186), u(24), u(33), u(4), '#3a3f4a') + rect(x - u(12), y - u(151), u(24), u(33), u(4), '#3a3f4a') +
    circle(x, y - u(134), u(15), '#34C26A', { opacity: 0.22 }) + standing(x, y - u(170), '#5a3a3a') + walking(x, y - u(135), '#34C26A') + rect(x - u(10), y - u(3), u(20), u(5), u(2), C.grey5);
}
export function zebra(x, y, w, h, n = 6, c = C.white) {
  let o = '';
  for (let i = 0; i < n; i++) o += rect(x, y + i * 2 * (h / (n * 2 - 1)), w, h / (n * 2 - 1), 2, c);
  return o;
}
export function phone(x, y, w, lines = ['113'], { body = C.ink, screen = C.b1, color = C.red } = {}) {
  const h = w * 1.8;
  let o = rect(x - w / 2, y - h / 2, w, h, w * 0.16, body) + rect(x - w * 0.42, y - h * 0.4, w * 0.84, h * 0.74, w * 0.06, screen);
  lines.forEach((l, i) => { o += text(x, y - h * 0.12 + i * w * 0.42, l, { size: Math.round(w * 0.34), fill: i ? C.b6 : color }); });
  o += circle(x, y + h * 0.22, w * 0.12, '#34C26A') + rect(x - w * 0.12, y - h * 0.46, w * 0.24, w * 0.04, 1, C.grey5);
  return o;
}
export function laptop(x, y, w, screen = '') {
  const h = w * 0.62;
  return rect(x - w / 2, y - h, w, h, w * 0.03, C.ink2) + rect(x - w * 0.46, y - h + w * 0.04, w * 0.92, h - w * 0.08, w * 0.01, C.b1) + screen +
    path(P`M${x - w * 0.6} ${y}L${x + w * 0.6} ${y}L${x + w * 0.55} ${y + w * 0.05}L${x - w * 0.55} ${y + w * 0.05}Z`, C.grey3) + rect(x - w * 0.6, y - 2, w * 1.2, 4, 2, C.grey2);
}
export function calendar(x, y, s) {
  let o = rect(x - 50 * s, y - 44 * s, 100 * s, 92 * s, 10 * s, C.white) + path(P`M${x - 50 * s} ${y - 24 * s}L${x - 50 * s} ${y - 34 * s}Q${x - 50 * s} ${y - 44 * s} ${x - 40 * s} ${y - 44 * s}L${x + 40 * s} ${y - 44 * s}Q${x + 50 * s} ${y - 44 * s} ${x + 50 * s} ${y - 34 * s}L${x + 50 * s} ${y - 24 * s}Z`, C.o5);
  o += rect(x - 28 * s, y - 54 * s, 7 * s, 20 * s, 3.5 * s, C.b7) + rect(x + 21 * s, y - 54 * s, 7 * s, 20 * s, 3.5 * s, C.b7);
  for (let i = 0; i < 4; i++) for (let j = 0; j < 5; j++) {
    const cx = x - 34 * s + j * 17 * s, cy = y - 10 * s + i * 15 * s;
    o += (i === 1 && j === 3) ? circle(cx, cy, 7.5 * s, C.b5) : rect(cx - 4.5 * s, cy - 4 * s, 9 * s, 8 * s, 2 * s, C.b1);
  }
  return o;
}
export function megaphone(x, y, s) {
  return path(P`M${x - 30 * s} ${y - 12 * s}L${x + 22 * s} ${y - 38 * s}L${x + 22 * s} ${y + 38 * s}L${x - 30 * s} ${y + 12 * s}Z`, C.o5) + rect(x - 44 * s, y - 14 * s, 16 * s, 28 * s, 5 * s, C.b6) + ellipse(x + 22 * s, y, 7 * s, 38 * s, C.o6) +
    rect(x - 22 * s, y + 10 * s, 10 * s, 24 * s, 4 * s, C.b7) + stroke(P`M${x + 40 * s} ${y - 20 * s}Q${x + 48 * s} ${y} ${x + 40 * s} ${y + 20 * s}M${x + 52 * s} ${y - 32 * s}Q${x + 66 * s} ${y} ${x + 52 * s} ${y + 32 * s}`, C.y5, 5 * s);
}
export function newspaper(x, y, s) {
  return rect(x - 52 * s, y - 40 * s, 104 * s, 80 * s, 6 * s, C.grey1, { transform: `rotate(-6 ${f(x)} ${f(y)})` }) + rect(x - 50 * s, y - 38 * s, 100 * s, 76 * s, 6 * s, C.white) + rect(x - 40 * s, y - 28 * s, 80 * s, 10 * s, 2 * s, C.b6) +
    rect(x - 40 * s, y - 10 * s, 36 * s, 28 * s, 3 * s, C.o2) + circle(x - 22 * s, y + 2 * s, 7 * s, C.o5) + [-8, 0, 8, 16].map((k) => rect(x + 2 * s, y + k * s - 2 * s, 38 * s, 4 * s, 2 * s, C.grey2)).join('') + rect(x - 40 * s, y + 24 * s, 80 * s, 4 * s, 2 * s, C.grey2);
}
export function starLantern(x, y, s) {
  return line(x + 40 * s, y - 60 * s, x + 95 * s, y + 60 * s, C.wood3, 4 * s) + line(x + 40 * s, y - 60 * s, x + 18 * s, y - 34 * s, C.grey5, 1.5 * s) +
    path(starPath(x, y, 46 * s, 22 * s), C.red, { stroke: C.red, 'stroke-width': 6 * s, 'stroke-linejoin': 'round' }) + path(starPath(x, y, 30 * s, 14 * s), C.y5, { stroke: C.y5, 'stroke-width': 4 * s, 'stroke-linejoin': 'round' }) +
    circle(x, y, 8 * s, C.white, { opacity: 0.8 }) + stroke(P`M${x - 22 * s} ${y + 28 * s}l${-8 * s} ${22 * s}M${x + 22 * s} ${y + 28 * s}l${8 * s} ${22 * s}M${x} ${y + 40 * s}l0 ${20 * s}`, C.y5, 3 * s);
}
export function roundLantern(x, y, s, c = C.red) {
  return line(x, y - 60 * s, x, y - 40 * s, C.grey5, 2 * s) + rect(x - 14 * s, y - 44 * s, 28 * s, 8 * s, 2 * s, C.y6) + ellipse(x, y, 36 * s, 38 * s, c) + ellipse(x, y, 18 * s, 38 * s, 'none', { stroke: C.y5, 'stroke-width': 2.5 * s, opacity: 0.6 }) +
    rect(x - 14 * s, y + 36 * s, 28 * s, 8 * s, 2 * s, C.y6) + stroke(P`M${x - 6 * s} ${y + 46 * s}l0 ${18 * s}M${x} ${y + 46 * s}l0 ${22 * s}M${x + 6 * s} ${y + 46 * s}l0 ${18 * s}`, C.y5, 2.5 * s);
}
export function blossomBranch(x, y, s, r) {
  let o = stroke(P`M${x - 120 * s} ${y + 60 * s}Q${x - 40 * s} ${y + 10 * s} ${x + 30 * s} ${y - 40 * s}T${x + 130 * s} ${y - 80 * s}M${x - 20 * s} ${y - 5 * s}Q${x} ${y + 40 * s} ${x + 50 * s} ${y + 50 * s}M${x + 60 * s} ${y - 55 * s}Q${x + 70 * s} ${y - 100 * s} ${x + 50 * s} ${y - 120 * s}`, C.wood3, 7 * s);
  const spots = [[-90, 40], [-50, 18], [-10, -12], [30, -40], [80, -62], [120, -80], [10, 30], [45, 48], [60, -95], [50, -120], [-70, 30], [100, -70]];
  for (const [dx, dy] of spots) o += flower(x + dx * s, y + dy * s, 11 * s * r.range(0.8, 1.2), C.y5, C.o5);
  return o;
}
export function flower(x, y, s, petal = C.y5, mid = C.o5) {
  let o = '';
  for (let i = 0; i < 5; i++) { const a = (i / 5) * TAU - Math.PI / 2; o += circle(x + Math.cos(a) * s * 0.6, y + Math.sin(a) * s * 0.6, s * 0.5, petal); }
  return o + circle(x, y, s * 0.32, mid);
}
export function door(x, y, w, h, { open = true } = {}) {
  let o = rect(x - w / 2 - 8, y - h - 8, w + 16, h + 8, 6, C.b6) + rect(x - w / 2, y - h, w, h, 3, C.y2);
  o += circle(x, y - h * 0.55, w * 0.3, C.white, { opacity: 0.6 });
  if (open) o += path(P`M${x - w / 2} ${y - h}L${x - w * 0.1} ${y - h + h * 0.08}L${x - w * 0.1} ${y - h * 0.02}L${x - w / 2} ${y}Z`, C.o5) + circle(x - w * 0.18, y - h * 0.48, w * 0.04, C.y5);
  return o + rect(x - w * 0.6, y - 2, w * 1.2, 8, 3, C.o3);
}
export function bus(x, y, s, body = C.y5) {
  let o = rect(x - 90 * s, y - 70 * s, 180 * s, 62 * s, 14 * s, body) + rect(x - 90 * s, y - 28 * s, 180 * s, 8 * s, 0, C.o5);
  for (let i = 0; i < 4; i++) o += rect(x - 78 * s + i * 38 * s, y - 60 * s, 30 * s, 24 * s, 4 * s, C.b2);
  o += rect(x + 74 * s, y - 60 * s, 14 * s, 42 * s, 4 * s, C.b3) + circle(x - 52 * s, y - 8 * s, 14 * s, C.ink) + circle(x - 52 * s, y - 8 * s, 6 * s, C.grey3) + circle(x + 52 * s, y - 8 * s, 14 * s, C.ink) + circle(x + 52 * s, y - 8 * s, 6 * s, C.grey3);
  return o + circle(x + 86 * s, y - 18 * s, 4 * s, C.white);
}
export function paintPalette(x, y, s) {
  let o = path(P`M${x - 50 * s} ${y}C${x - 52 * s} ${y - 40 * s} ${x + 20 * s} ${y - 52 * s} ${x + 46 * s} ${y - 22 * s}C${x + 62 * s} ${y - 2 * s} ${x + 40 * s} ${y + 10 * s} ${x + 24 * s} ${y + 6 * s}C${x + 10 * s} ${y + 2 * s} ${x + 6 * s} ${y + 14 * s} ${x + 14 * s} ${y + 24 * s}C${x + 22 * s} ${y + 40 * s} ${x - 46 * s} ${y + 46 * s} ${x - 50 * s} ${y}Z`, C.wood);
  [[-30, -10, C.red], [-14, -28, C.y5], [10, -30, C.b5], [30, -16, C.g5], [-26, 18, C.o5]].forEach(([dx, dy, c]) => { o += circle(x + dx * s, y + dy * s, 7 * s, c); });
  return o + line(x - 10 * s, y + 50 * s, x + 40 * s, y - 10 * s, C.b7, 5 * s) + path(P`M${x + 38 * s} ${y - 8 * s}L${x + 50 * s} ${y - 24 * s}L${x + 44 * s} ${y - 6 * s}Z`, C.o5);
}
export function microphone(x, y, s) {
  return rect(x - 4 * s, y - 10 * s, 8 * s, 50 * s, 3 * s, C.ink2) + stroke(P`M${x - 20 * s} ${y - 36 * s}Q${x - 20 * s} ${y - 10 * s} ${x} ${y - 10 * s}Q${x + 20 * s} ${y - 10 * s} ${x + 20 * s} ${y - 36 * s}`, C.grey5, 4 * s) +
    rect(x - 13 * s, y - 64 * s, 26 * s, 44 * s, 13 * s, C.b6) + stroke(P`M${x - 13 * s} ${y - 46 * s}L${x + 13 * s} ${y - 46 * s}M${x - 13 * s} ${y - 38 * s}L${x + 13 * s} ${y - 38 * s}`, C.b4, 2 * s) + rect(x - 18 * s, y + 38 * s, 36 * s, 6 * s, 3 * s, C.ink2);
}
export function lightbulb(x, y, s) {
  return path(P`M${x - 10 * s} ${y + 14 * s}Q${x - 10 * s} ${y + 2 * s} ${x - 18 * s} ${y - 6 * s}A${25 * s} ${25 * s} 0 1 1 ${x + 18 * s} ${y - 6 * s}Q${x + 10 * s} ${y + 2 * s} ${x + 10 * s} ${y + 14 * s}Z`, C.y5) +
    rect(x - 10 * s, y + 14 * s, 20 * s, 7 * s, 2 * s, C.grey3) + rect(x - 8 * s, y + 22 * s, 16 * s, 6 * s, 3 * s, C.grey5) + stroke(P`M${x - 5 * s} ${y + 12 * s}L${x - 5 * s} ${y - 2 * s}L${x} ${y + 3 * s}L${x + 5 * s} ${y - 2 * s}L${x + 5 * s} ${y + 12 * s}`, C.o6, 2 * s) + circle(x - 8 * s, y - 20 * s, 5 * s, C.white, { opacity: 0.6 });
}
export function flask(x, y, s, c = C.b4) {
  return path(P`M${x - 7 * s} ${y - 44 * s}L${x - 7 * s} ${y - 24 * s}L${x - 24 * s} ${y - 4 * s}Q${x - 28 * s} ${y} ${x - 22 * s} ${y}L${x + 22 * s} ${y}Q${x + 28 * s} ${y} ${x + 24 * s} ${y - 4 * s}L${x + 7 * s} ${y - 24 * s}L${x + 7 * s} ${y - 44 * s}Z`, C.b1) +
    path(P`M${x - 15 * s} ${y - 14 * s}L${x + 15 * s} ${y - 14 * s}L${x + 24 * s} ${y - 4 * s}Q${x + 28 * s} ${y} ${x + 22 * s} ${y}L${x - 22 * s} ${y}Q${x - 28 * s} ${y} ${x - 24 * s} ${y - 4 * s}Z`, c) + rect(x - 10 * s, y - 48 * s, 20 * s, 5 * s, 2 * s, C.grey3) +
    circle(x - 2 * s, y - 56 * s, 3 * s, c, { opacity: 0.6 }) + circle(x + 5 * s, y - 66 * s, 4.5 * s, c, { opacity: 0.45 });
}
export function musicNote(x, y, s, c = C.b5) {
  return ellipse(x, y, 7 * s, 5.5 * s, c, { transform: `rotate(-20 ${f(x)} ${f(y)})` }) + rect(x + 4.5 * s, y - 26 * s, 3 * s, 26 * s, 0, c) + path(P`M${x + 7.5 * s} ${y - 26 * s}Q${x + 16 * s} ${y - 20 * s} ${x + 14 * s} ${y - 10 * s}Q${x + 12 * s} ${y - 18 * s} ${x + 7.5 * s} ${y - 18 * s}Z`, c);
}
export function balloon(x, y, s, c) {
  return stroke(P`M${x} ${y + 30 * s}Q${x - 6 * s} ${y + 50 * s} ${x + 2 * s} ${y + 70 * s}`, C.grey3, 1.5 * s) + ellipse(x, y, 20 * s, 25 * s, c) + path(P`M${x - 4 * s} ${y + 27 * s}L${x + 4 * s} ${y + 27 * s}L${x} ${y + 22 * s}Z`, c) + ellipse(x - 7 * s, y - 9 * s, 4 * s, 7 * s, C.white, { opacity: 0.35 });
}
export function flashcard(x, y, w, word, pic = 'sun') {
  const h = w * 1.15;
  let o = rect(x - w / 2, y - h / 2, w, h, w * 0.1, C.white) + rect(x - w / 2, y + h * 0.2, w, h * 0.3, w * 0.1, C.b1);
  o += picture(x, y - h * 0.1, w * 0.3, pic);
  return o + text(x, y + h * 0.41, word, { size: Math.round(w * 0.24), fill: C.b7 });
}
/** Tiny pictograms used on flashcards. */
export function picture(x, y, s, kind) {
  switch (kind) {
    case 'apple': return circle(x - s * 0.3, y + s * 0.1, s * 0.6, C.red) + circle(x + s * 0.3, y + s * 0.1, s * 0.6, C.red) + line(x, y - s * 0.4, x + s * 0.15, y - s * 0.85, C.wood3, s * 0.15) + ellipse(x + s * 0.4, y - s * 0.65, s * 0.3, s * 0.15, C.g5);
    case 'cat': return circle(x, y, s * 0.75, C.o3) + path(P`M${x - s * 0.7} ${y - s * 0.25}L${x - s * 0.6} ${y - s * 1.05}L${x - s * 0.1} ${y - s * 0.7}Z`, C.o3) + path(P`M${x + s * 0.7} ${y - s * 0.25}L${x + s * 0.6} ${y - s * 1.05}L${x + s * 0.1} ${y - s * 0.7}Z`, C.o3) + circle(x - s * 0.28, y - s * 0.05, s * 0.09, C.ink) + circle(x + s * 0.28, y - s * 0.05, s * 0.09, C.ink) + circle(x, y + s * 0.2, s * 0.1, C.red2);
    case 'fish': return path(P`M${x - s} ${y}Q${x - s * 0.2} ${y - s * 0.75} ${x + s * 0.5} ${y}Q${x - s * 0.2} ${y + s * 0.75} ${x - s} ${y}ZM${x + s * 0.4} ${y}L${x + s} ${y - s * 0.5}L${x + s} ${y + s * 0.5}Z`, C.b5) + circle(x - s * 0.55, y - s * 0.1, s * 0.1, C.white);
    case 'star': return star(x, y, s * 0.8, C.y5);
    case 'ball': return circle(x, y, s * 0.8, C.b5) + path(P`M${x - s * 0.8} ${y}Q${x} ${y - s * 0.5} ${x + s * 0.8} ${y}Q${x} ${y + s * 0.3} ${x - s * 0.8} ${y}Z`, C.white);
    case 'heart': return heart(x, y, s * 0.75, C.red2);
    default: return sunMark(x, y, s * 0.5, { rays: 8 });
  }
}
export function paper(x, y, w, { grade = 'A+', color = C.red } = {}) {
  const h = w * 1.3;
  let o = rect(x - w / 2, y - h / 2, w, h, 3, C.white) + rect(x - w * 0.38, y - h * 0.38, w * 0.45, h * 0.05, 1, C.b6);
  for (let i = 0; i < 4; i++) {
    const ly = y - h * 0.2 + i * h * 0.15;
    o += circle(x - w * 0.32, ly, w * 0.05, i === 1 ? C.b6 : 'none', { stroke: C.b6, 'stroke-width': 1 }) + rect(x - w * 0.2, ly - 1.5, w * 0.52, 3, 1.5, C.grey2);
  }
  if (grade) o += text(x + w * 0.22, y - h * 0.28, grade, { size: Math.round(w * 0.26), fill: color });
  return o;
}
export function building(x, y, w, h, { body = C.o1, roof = C.o5, sign = 'Mặt Trời Nhỏ', floors = 2 } = {}) {
  let o = rect(x - w / 2, y - h, w, h, 10, body) + path(P`M${x - w / 2 - 16} ${y - h + 10}L${x} ${y - h - h * 0.32}L${x + w / 2 + 16} ${y - h + 10}Z`, roof, { stroke: roof, 'stroke-width': 8, 'stroke-linejoin': 'round' });
  o += sunMark(x, y - h - h * 0.08, h * 0.07, { rays: 8 });
  const cols = Math.max(3, Math.round(w / 90));
  for (let fl = 0; fl < floors; fl++) for (let c = 0; c < cols; c++) {
    const wx = x - w / 2 + (w / cols) * (c + 0.5), wy = y - h + 70 + fl * ((h - 110) / floors);
    if (fl === floors - 1 && Math.abs(wx - x) < w / cols / 1.5) continue;
    o += rect(wx - 18, wy, 36, 34, 5, C.b2) + rect(wx - 1.5, wy, 3, 34, 0, C.white);
  }
  o += rect(x - 28, y - 70, 56, 70, 6, C.b6) + rect(x - 22, y - 64, 21, 64, 2, C.b3) + rect(x + 1, y - 64, 21, 64, 2, C.b3);
  if (sign) o += rect(x - w * 0.3, y - h + 14, w * 0.6, 40, 20, C.white) + text(x, y - h + 41, sign, { size: 22, fill: C.o6 });
  return o;
}
export function sofa(x, y, w, c = C.b5) {
  return rect(x - w / 2, y - 70, w, 46, 16, c) + rect(x - w / 2 - 14, y - 50, 30, 46, 12, c) + rect(x + w / 2 - 16, y - 50, 30, 46, 12, c) + rect(x - w / 2 + 12, y - 40, w - 24, 24, 8, 'rgba(255,255,255,.18)') +
    rect(x - w / 2 + 20, y - 5, 8, 8, 2, C.wood3) + rect(x + w / 2 - 28, y - 5, 8, 8, 2, C.wood3);
}
export function rug(x, y, w, h, c = C.o2, c2 = C.o1) {
  return ellipse(x, y, w / 2, h / 2, c) + ellipse(x, y, w * 0.38, h * 0.35, c2);
}
export function teddy(x, y, s) {
  return circle(x - 17 * s, y - 60 * s, 8 * s, C.wood2) + circle(x + 17 * s, y - 60 * s, 8 * s, C.wood2) + ellipse(x, y - 20 * s, 22 * s, 22 * s, C.wood2) + circle(x, y - 50 * s, 19 * s, C.wood2) + ellipse(x, y - 44 * s, 8 * s, 6 * s, C.o1) +
    circle(x - 7 * s, y - 53 * s, 2.2 * s, C.ink) + circle(x + 7 * s, y - 53 * s, 2.2 * s, C.ink) + circle(x, y - 46 * s, 2.5 * s, C.ink) + circle(x - 18 * s, y - 4 * s, 8 * s, C.wood3) + circle(x + 18 * s, y - 4 * s, 8 * s, C.wood3) + ellipse(x, y - 18 * s, 12 * s, 12 * s, C.o1);
}
export function ballToy(x, y, r) {
  return circle(x, y - r, r, C.red2) + path(P`M${x - r} ${y - r}Q${x} ${y - r * 1.6} ${x + r} ${y - r}Q${x} ${y - r * 0.7} ${x - r} ${y - r}Z`, C.y5) + circle(x - r * 0.35, y - r * 1.4, r * 0.2, C.white, { opacity: 0.5 });
}
export function easel(x, y, s, content = '') {
  return stroke(P`M${x - 30 * s} ${y}L${x - 10 * s} ${y - 120 * s}M${x + 30 * s} ${y}L${x + 10 * s} ${y - 120 * s}M${x} ${y - 120 * s}L${x} ${y}`, C.wood3, 5 * s) + rect(x - 46 * s, y - 118 * s, 92 * s, 72 * s, 4 * s, C.white) + content + rect(x - 50 * s, y - 48 * s, 100 * s, 6 * s, 3 * s, C.wood2);
}
export function chart(x, y, s) {
  return rect(x - 32 * s, y - 10 * s, 12 * s, 20 * s, 2, C.o5) + rect(x - 14 * s, y - 24 * s, 12 * s, 34 * s, 2, C.b5) + rect(x + 4 * s, y - 34 * s, 12 * s, 44 * s, 2, C.y5) + rect(x + 22 * s, y - 18 * s, 12 * s, 28 * s, 2, C.g5) + rect(x - 36 * s, y + 10 * s, 74 * s, 2.5 * s, 1, C.grey3);
}
export function cake(x, y, s) {
  let o = rect(x - 50 * s, y - 34 * s, 100 * s, 34 * s, 8 * s, C.o2) + rect(x - 36 * s, y - 62 * s, 72 * s, 30 * s, 8 * s, C.white) + path(P`M${x - 36 * s} ${y - 52 * s}q${9 * s} ${10 * s} ${18 * s} 0t${18 * s} 0t${18 * s} 0t${18 * s} 0L${x + 36 * s} ${y - 58 * s}L${x - 36 * s} ${y - 58 * s}Z`, C.red2);
  o += rect(x - 50 * s, y - 24 * s, 100 * s, 6 * s, 2, C.o4) + ellipse(x, y + 2 * s, 62 * s, 7 * s, C.grey2);
  [-18, 0, 18].forEach((dx, i) => { o += rect(x + dx * s - 2.5 * s, y - 80 * s, 5 * s, 18 * s, 2, [C.b4, C.y5, C.g5][i]) + ellipse(x + dx * s, y - 85 * s, 3.5 * s, 5.5 * s, C.o5); });
  return o;
}

/** Items held in hands, centred at the origin, in figure units (head radius about 15). */
export function item(it) {
  const k = it.kind || it;
  switch (k) {
    case 'book': return rect(-15, -11, 30, 21, 2, it.color || C.o5) + rect(-13, -9, 12, 17, 1, C.white) + rect(1, -9, 12, 17, 1, C.white) + rect(-11, -5, 8, 1.5, 0, C.grey2) + rect(3, -5, 8, 1.5, 0, C.grey2) + rect(-11, -1, 8, 1.5, 0, C.grey2) + rect(3, -1, 8, 1.5, 0, C.grey2);
    case 'closedBook': return book(-9, -14, 18, 24, it.color || C.b6);
    case 'certificate': return certificate(-17, -13, 34, 25, {});
    case 'trophy': return g(trophy(0, 6, 0.42));
    case 'flashcard': return flashcard(0, -19, 28, it.word || 'cat', it.pic || 'cat');
    case 'sign': return rect(-20, -30, 40, 22, 4, it.color || C.y5) + text(0, -15, it.word || 'Hi!', { size: 10, fill: C.b8 }) + rect(-1.5, -8, 3, 10, 0, C.wood3);
    case 'phone': return rect(-4, -7, 8, 14, 2, C.ink) + rect(-3, -5.5, 6, 10, 1, C.b3);
    case 'tablet': return rect(-14, -10, 28, 20, 3, C.ink2) + rect(-12, -8, 24, 16, 1, C.b2) + circle(0, 0, 4, C.o5);
    case 'mic': return rect(-1.5, -2, 3, 12, 1, C.ink2) + circle(0, -4, 4, C.b6);
    case 'paper': return paper(0, 4, 20, { grade: it.grade || 'A+' }); // held low enough to clear the chin
    case 'flag': return line(0, 5, 0, -32, C.wood3, 1.8) + path('M0 -32L18 -27L0 -21Z', it.color || C.o5);
    case 'balloon': return stroke('M0 0Q-4 -18 2 -34', C.grey3, 1) + ellipse(2, -44, 8, 10, it.color || C.red2);
    case 'pencil': return g(rect(-1.5, -12, 3, 16, 1, C.y5) + path('M-1.5 4L1.5 4L0 8Z', C.wood), { transform: 'rotate(30)' });
    case 'brush': return g(rect(-1.5, -16, 3, 16, 1, C.b6) + path('M-2.5 0L2.5 0L0 6Z', it.color || C.red), { transform: 'rotate(-25)' });
    case 'ball': return circle(0, -6, 9, C.red2) + path('M-9 -6Q0 -12 9 -6Q0 -3 -9 -6Z', C.y5);
    case 'globe': return g(globe(0, -10, 9));
    case 'cap': return g(gradCap(0, 0, 0.35));
    case 'magnifier': return circle(-3, -6, 7, C.b1, { stroke: C.b7, 'stroke-width': 2.5 }) + line(2, -1, 8, 6, C.b7, 3);
    case 'toothbrush': return g(rect(-1.5, -16, 3, 20, 1.5, C.b4) + rect(-2.5, -20, 5, 6, 1, C.white), { transform: 'rotate(20)' });
    case 'leaf': return ellipse(0, -8, 5, 10, C.g5) + line(0, 2, 0, -14, C.g7, 1);
    case 'guitar': return g(circle(0, 8, 11, C.wood2) + circle(0, -3, 8, C.wood2) + circle(0, 3, 3, C.wood3) + rect(-2, -30, 4, 28, 1, C.wood3), { transform: 'rotate(40)' });
    case 'map': return rect(-18, -13, 36, 25, 2, C.y1) + path('M-6 -13V12M6 -13V12', 'none', { stroke: C.y3, 'stroke-width': 1.2 }) + stroke('M-14 6q6 -10 12 -3t12 -9', C.red, 1.5, { 'stroke-dasharray': '3 2' }) + circle(12, -8, 2, C.red);
    case 'block': return abcBlock(-8, 8, 0.55, it.letter || 'A', it.color || C.o5);
    default: return '';
  }
}
