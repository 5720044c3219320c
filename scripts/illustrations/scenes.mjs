// Scene compositions. Every scene draws into a local box (0..w, 0..h), fills it completely and lays
// its content out relative to w and h, so the same scene works for cards, heroes and mobile heroes.
import { P, f, clip, circle, ellipse, rect, path, stroke, g, tr, text } from './svg.mjs';
import { C } from './palette.mjs';
import { place, randomKid, randomAdult, say } from './people.mjs';
import * as S from './shapes.mjs';
import { measure } from './font.mjs';

const measureText = (str, size) => measure(str, { size });

const WALLS = [C.b1, C.o1, C.cream, C.y1, C.b0];
const FLOORS = [C.o2, '#F3D2B0', C.b2, '#EBD9C6'];
const ageFor = (a) => (a === 'adult' ? 'teen' : a);
const kidH = { toddler: 1.15, child: 1, teen: 1.12, adult: 1.15 };
const BOARD = {
  toddler: [['ABC', 'a b c'], ['Sing!', '1 2 3'], ['ABC']],
  child: [['Hello!', 'cat · dog'], ['Hello!'], ['A B C', 'apple'], ['Let’s read!']],
  teen: [['Cambridge', 'KET · PET'], ['Grammar', 'Past simple'], ['Speaking'], ['Exam practice']],
  adult: [['IELTS', 'Band 7.0'], ['Hi! How are you?'], ['Presentation'], ['SAT · IELTS']],
};
export const boardFor = (r, age) => r.pick(BOARD[age] || BOARD.child);

export function kidList(r, n, o = {}) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(randomKid(r, { age: ageFor(o.age || 'child'), uniform: o.uniform, gender: o.genders ? o.genders[i % o.genders.length] : undefined }));
  return out;
}

/** Wall + floor + skirting, with a few decorations picked by the PRNG. */
export function room(w, h, r, o = {}) {
  const wall = o.wall || r.pick(WALLS);
  const fy = o.floorY ?? h * 0.7;
  let s = rect(0, 0, w, h, 0, wall) + rect(0, fy, w, h - fy, 0, o.floor || r.pick(FLOORS)) + rect(0, fy - 5, w, 7, 0, C.white, { opacity: 0.7 });
  if (o.stripes !== false) s += rect(0, fy - h * 0.18, w, h * 0.012, 0, C.white, { opacity: 0.55 });
  return s;
}

// ---------------------------------------------------------------- classroom
export function classroom(w, h, r, o = {}) {
  const age = o.age || 'child';
  const fy = h * 0.68;
  let s = room(w, h, r, { wall: o.wall, floorY: fy });
  const bh = h * 0.3, bw = Math.min(w * 0.42, bh * 2.1), bx = o.boardX ?? w * 0.1, by = h * 0.08;
  s += S.whiteboard(bx, by, bw, bh, o.board || boardFor(r, age));
  if (w > h * 1.05) {
    const ww = Math.min(w * 0.18, h * 0.3);
    s += S.windowBox(w - ww - w * 0.07, h * 0.07, ww, ww * 1.05);
    if (w > h * 1.5 && o.teacher === false) s += S.clock(bx + bw + (w - ww - w * 0.07 - bx - bw) / 2, h * 0.14, h * 0.05);
  } else {
    s += S.clock(w * 0.85, h * 0.12, h * 0.05);
  }
  if (o.bunting !== false && r.chance(0.6)) s += S.bunting(w * 0.02, h * 0.02, w * 0.98, h * 0.02, Math.round(w / 60));
  s += S.plant(w * 0.96, fy + h * 0.02, h * 0.004);
  // teacher
  const ts = (h * 0.6) / 100 * (o.teacherScale || 1);
  const tx = o.teacherX ?? Math.min(bx + bw + 34 * ts, w * 0.62);
  if (o.teacher !== false) {
    const t = o.teacherOpts || randomAdult(r, { gender: o.teacherGender, foreign: o.foreign });
    s += place(tx, fy + h * 0.08, ts, { ...t, pose: o.teacherPose || ['down', 'point'], item: o.teacherItem, itemHand: 'left', look: -0.5 });
  }
  // back row to the right of the teacher
  const ks = (h * 0.34) / 66 / (kidH[age] || 1);
  const backY = fy + h * 0.02;
  if (o.backRow !== false && w > h * 1.1) {
    const x0 = tx + 50 * ts, n = Math.max(0, Math.floor((w - x0 - 10) / (56 * ks * 0.78)));
    kidList(r, n, { age, uniform: o.uniform }).forEach((k, i) => {
      const x = x0 + (i + 0.5) * ((w - x0 - 10) / n);
      s += place(x, backY + 8 * ks * 0.78, ks * 0.78, { ...k, mode: 'seat', pose: r.chance(0.3) ? ['desk', 'raise'] : 'desk' });
      s += S.desk(x, backY, 52 * ks * 0.78, ks * 0.78);
    });
  }
  // front row
  const n = Math.max(2, Math.min(o.maxFront || 6, Math.floor(w / (62 * ks))));
  const deskY = h * 0.83;
  kidList(r, n, { age, uniform: o.uniform }).forEach((k, i) => {
    const x = (i + 0.5) * (w / n);
    const pose = o.papers ? 'write' : r.chance(0.28) ? [r.pick(['desk', 'write']), 'raise'] : r.pick(['desk', 'write', 'desk']);
    s += place(x, deskY + 8 * ks, ks, { ...k, mode: 'seat', pose, item: o.papers ? null : null });
    s += S.desk(x, deskY, 56 * ks, ks);
    if (o.papers) s += g(S.paper(0, 0, 16, { grade: '' }), { transform: tr(x + 6 * ks, deskY - 3 * ks, ks, -8) });
    else if (r.chance(0.6)) s += S.openBook(x + r.range(-8, 8) * ks, deskY - 1 * ks, 26 * ks, r.pick([C.o5, C.b6, C.g5]));
  });
  return s;
}

// ---------------------------------------------------------------- road crossing
/** Where the crossing's pedestrian signal stands: its pole's x and the signal's half width. */
const crossingSignal = (w, h, zebraX) => ({ x: w * zebraX + Math.min(w * 0.5, h * 0.9) + h * 0.08, half: (15 * h) / 330 });

export function crossing(w, h, r, o = {}) {
  const hz = h * 0.5, walkY = h * 0.6, roadT = h * 0.64, roadB = h * 0.92;
  let s = rect(0, 0, w, h, 0, C.b1) + S.cloud(w * 0.3, h * 0.14, h / 500) + S.cloud(w * 0.78, h * 0.2, h / 650);
  s += S.sunMark(w * 0.9, h * 0.1, h * 0.045, { rays: 10 });
  // skyline
  const bcols = [C.b2, C.o1, C.b2, C.y1, C.b3];
  for (let x = -20, i = 0; x < w; i++) {
    const bw = r.range(0.1, 0.16) * h * 1.2, bh = r.range(0.14, 0.3) * h;
    s += rect(x, hz - bh, bw, bh + 10, 6, bcols[i % bcols.length]);
    for (let wy = hz - bh + 14; wy < hz - 14; wy += 22) s += rect(x + bw * 0.2, wy, bw * 0.6, 8, 2, C.white, { opacity: 0.7 });
    x += bw + r.range(4, 30);
  }
  for (let x = r.range(10, 60); x < w; x += r.range(120, 220) * h / 600) s += S.tree(x, hz + 6, h / 700 * r.range(0.8, 1.1));
  s += rect(0, hz, w, walkY - hz + h * 0.04, 0, C.g2) + rect(0, walkY, w, roadT - walkY, 0, C.grey1) + rect(0, roadT, w, roadB - roadT, 0, C.road);
  s += rect(0, roadB, w, h - roadB, 0, C.grey1) + rect(0, roadT - 3, w, 5, 0, C.grey2) + rect(0, roadB - 2, w, 5, 0, C.grey2);
  // dashed centre line + zebra
  const zx = w * (o.zebraX ?? 0.3), zw = Math.min(w * 0.5, h * 0.9);
  for (let x = 10; x < w; x += 70) if (x + 40 < zx - 10 || x > zx + zw + 10) s += rect(x, (roadT + roadB) / 2 - 2, 40, 4, 2, C.y3);
  const stripes = 9, sw = zw / (stripes * 2 - 1);
  for (let i = 0; i < stripes; i++) s += path(P`M${zx + i * 2 * sw} ${roadT + 4}L${zx + i * 2 * sw + sw} ${roadT + 4}L${zx + i * 2 * sw + sw * 1.15} ${roadB - 4}L${zx + i * 2 * sw + sw * 0.15} ${roadB - 4}Z`, C.white, { opacity: 0.92 });
  s += S.walkSignal(crossingSignal(w, h, o.zebraX ?? 0.3).x, walkY + h * 0.01, h / 330);
  // walkers
  const ks = (h * 0.36) / 100;
  const list = kidList(r, o.n || 3, { age: o.age || 'child', uniform: o.uniform });
  const lead = o.adult !== false ? randomAdult(r, { gender: 'w', smart: false }) : null;
  const total = list.length + (lead ? 1 : 0);
  const step = Math.min(zw / total, 48 * ks * 1.25);
  let x = zx + (zw - step * (total - 1)) / 2;
  const fy = (roadT + roadB) / 2 + h * 0.06;
  if (lead) { s += place(x, fy, ks * 1.3, { ...lead, pose: ['down', 'hand'], walk: 0.6, expr: 'open' }); x += step * 1.05; }
  list.forEach((k, i) => {
    const last = i === list.length - 1;
    s += place(x, fy - (i % 2) * h * 0.01, ks, { ...k, pose: last ? ['hand', 'hold'] : ['hand', 'hand'], item: last ? { kind: 'closedBook', color: C.o5 } : null, itemHand: 'right', walk: 0.6, backpack: r.pick([C.o5, C.b6, C.y5]) });
    x += step;
  });
  return s;
}

// ---------------------------------------------------------------- group posing
export function group(w, h, r, o = {}) {
  let s = o.bg ?? (rect(0, 0, w, h, 0, o.wall || C.b1) + rect(0, h * 0.78, w, h * 0.22, 0, o.floor || C.b2));
  if (o.bunting !== false) s += S.bunting(-10, h * 0.05, w + 10, h * 0.05, Math.round(w / 55));
  if (o.confetti) s += S.confetti(r, 0, h * 0.08, w, h * 0.45, Math.round(w / 18));
  const people = o.people;
  const n = people.length;
  const fy = o.floorY ?? h * 0.93;
  const margin = o.margin ?? w * 0.06;
  const step = (w - margin * 2) / n;
  people.forEach((p, i) => {
    const hgt = (p.age === 'adult' ? 0.8 : p.age === 'teen' ? 0.74 : p.age === 'toddler' ? 0.48 : 0.6) * h * (o.scale || 1);
    const x = margin + step * (i + 0.5) + (o.jitter ? r.range(-step * 0.08, step * 0.08) : 0);
    const back = i % 2 === 1 && o.stagger;
    s += place(x, fy - (back ? h * 0.04 : 0), hgt / 100 * (back ? 0.96 : 1), p);
  });
  return s;
}

// ---------------------------------------------------------------- Cambridge path
export function cambridgePath(w, h, r, o = {}) {
  let s = rect(0, 0, w, h, 0, C.b1) + S.cloud(w * 0.2, h * 0.16, h / 600) + S.cloud(w * 0.6, h * 0.1, h / 800);
  s += path(P`M0 ${h * 0.55}Q${w * 0.3} ${h * 0.4} ${w * 0.6} ${h * 0.5}T${w} ${h * 0.38}L${w} ${h}L0 ${h}Z`, C.g2) + path(P`M0 ${h * 0.72}Q${w * 0.4} ${h * 0.6} ${w} ${h * 0.7}L${w} ${h}L0 ${h}Z`, C.g1, { opacity: 0.8 });
  const pts = [[w * 0.06, h * 0.98], [w * 0.24, h * 0.82], [w * 0.42, h * 0.72], [w * 0.6, h * 0.6], [w * 0.76, h * 0.48], [w * 0.9, h * 0.32]];
  let d = P`M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 1; i < pts.length; i++) { const [x0, y0] = pts[i - 1], [x1, y1] = pts[i]; d += P`Q${x0 + (x1 - x0) * 0.8} ${y0} ${x1} ${y1}`; }
  s += stroke(d, C.o2, h * 0.085) + stroke(d, C.cream, h * 0.06) + stroke(d, C.o3, h * 0.006, { 'stroke-dasharray': `${f(h * 0.03)} ${f(h * 0.03)}` });
  const labels = o.labels || ['Starters', 'Movers', 'Flyers', 'KET', 'PET'];
  const cols = [C.o5, C.b5, C.y6, C.b7, C.o7];
  labels.forEach((lab, i) => {
    const [x, y] = pts[i + (labels.length < 5 ? 1 : 0)] || pts[i];
    const px = x + h * 0.04 * (i === 0 ? 2.2 : 0.8), py = y - h * 0.03;
    const sw = Math.max(lab.length * h * 0.024 + h * 0.05, h * 0.13), sh = h * 0.07;
    s += rect(px - 3, py - h * 0.2, 6, h * 0.2, 2, C.wood3) + rect(px - sw / 2, py - h * 0.2 - sh, sw, sh, sh * 0.3, cols[i % cols.length]) + text(px, py - h * 0.2 - sh * 0.3, lab, { size: Math.round(sh * 0.55), fill: C.white });
  });
  const [ex, ey] = pts[pts.length - 1];
  s += circle(ex + h * 0.03, ey - h * 0.14, h * 0.1, C.y2, { opacity: 0.7 }) + S.gradCap(ex + h * 0.03, ey - h * 0.1, h / 380);
  s += S.sparkle(ex - h * 0.1, ey - h * 0.24, h * 0.02) + S.sparkle(ex + h * 0.15, ey - h * 0.25, h * 0.025) + S.star(ex + h * 0.14, ey - h * 0.04, h * 0.015);
  if (o.walker !== false) {
    const k = randomKid(r, { age: 'child' });
    s += place(pts[2][0] - h * 0.05, pts[2][1] + h * 0.04, h * 0.0028, { ...k, pose: ['down', 'wave'], walk: 0.5, backpack: C.b6 });
  }
  if (o.cert) s += g(S.certificate(0, 0, h * 0.22, h * 0.16), { transform: tr(w * 0.08, h * 0.1, 1, -6) });
  return s;
}

// ---------------------------------------------------------------- reading corner
export function reading(w, h, r, o = {}) {
  const age = o.age || 'child';
  const fy = h * 0.66;
  let s = room(w, h, r, { wall: o.wall, floorY: fy });
  s += S.bookshelf(w * 0.05, fy - h * 0.52, Math.min(w * 0.28, h * 0.5), h * 0.52, r);
  s += S.windowBox(w * 0.62, h * 0.08, Math.min(w * 0.2, h * 0.3), Math.min(w * 0.2, h * 0.3) * 1.1);
  s += S.rug(w * 0.52, h * 0.86, w * 0.8, h * 0.22, r.pick([C.o2, C.b2, C.y2]), C.white);
  s += S.plant(w * 0.92, fy + h * 0.04, h / 260, { tall: true });
  const n = o.n || (w > h * 1.2 ? 3 : 2);
  const ks = (h * 0.3) / 70;
  kidList(r, n, { age }).forEach((k, i) => {
    const x = w * (0.3 + (0.55 * (i + 0.5)) / n);
    s += place(x, h * 0.9 - (i % 2) * h * 0.03, ks, { ...k, mode: 'floor', pose: 'hold', item: { kind: 'book', color: r.pick([C.o5, C.b6, C.g5, C.y6]) }, expr: r.pick(['smile', 'open']) });
  });
  s += S.bookStack(w * 0.12, h * 0.95, h / 500, [C.b6, C.o5, C.y5]);
  return s;
}

// ---------------------------------------------------------------- toddlers with blocks and songs
export function blocks(w, h, r, o = {}) {
  const fy = h * 0.6;
  let s = room(w, h, r, { wall: o.wall || r.pick([C.y1, C.o1, C.b1]), floorY: fy, floor: C.b2 });
  for (let i = 0; i < 5; i++) s += rect(w * (0.05 + i * 0.19), fy + h * 0.18, w * 0.17, h * 0.2, 10, [C.o3, C.y3, C.b3, C.g2, C.o2][i], { opacity: 0.8 });
  s += S.bunting(0, h * 0.04, w, h * 0.04, 8);
  s += text(w * 0.16, h * 0.3, 'A B C', { size: Math.round(h * 0.09), fill: C.o5 }) + text(w * 0.16, h * 0.42, '1 2 3', { size: Math.round(h * 0.07), fill: C.b5 });
  for (let i = 0; i < 4; i++) s += S.musicNote(w * (0.45 + i * 0.14), h * (0.2 + (i % 2) * 0.08), h / 300, [C.b5, C.o5, C.y6, C.g5][i]);
  const ks = (h * 0.46) / 100;
  const list = kidList(r, o.n || (w > h * 1.2 ? 3 : 2), { age: 'toddler' });
  const bsx = w * 0.08;
  list.forEach((k, i) => {
    const x = w * (0.28 + (0.62 * (i + 0.5)) / list.length);
    s += place(x, h * 0.84, ks, { ...k, pose: i === 0 ? ['up', 'up'] : i === 1 ? ['clap', 'clap'] : ['down', 'wave'], expr: 'open' });
  });
  const bs = h / 240;
  s += S.abcBlock(bsx, h * 0.97, bs, 'A', C.o5) + S.abcBlock(bsx + 38 * bs, h * 0.97, bs, 'B', C.b5) + S.abcBlock(bsx + 19 * bs, h * 0.97 - 38 * bs, bs, 'C', C.y6);
  s += S.abcBlock(w * 0.86, h * 0.98, bs * 0.8, 'D', C.g5) + S.ballToy(w * 0.18 + 90 * bs, h * 0.97, h * 0.04);
  return s;
}

// ---------------------------------------------------------------- flashcards
export function flashcards(w, h, r, o = {}) {
  const fy = h * 0.7;
  let s = room(w, h, r, { wall: o.wall, floorY: fy });
  const words = [['cat', 'cat'], ['sun', 'sun'], ['apple', 'apple'], ['fish', 'fish'], ['ball', 'ball'], ['star', 'star']];
  const cardsW = h * 0.15;
  for (let i = 0; i < 4; i++) s += g(S.flashcard(0, 0, cardsW, words[(i + 2) % 6][0], words[(i + 2) % 6][1]), { transform: tr(w * (0.2 + i * 0.2), h * 0.2, 1, (i % 2 ? 4 : -4)) });
  const list = kidList(r, o.n || (w > h * 1.2 ? 4 : 3), { age: o.age || 'child', uniform: o.uniform });
  const ks = (h * 0.5) / 100;
  list.forEach((k, i) => {
    const [word, pic] = words[i % 6];
    // Cards are held out to the right: keep the last one well inside pictures cropped by object-fit.
    s += place(w * (0.08 + (0.72 * (i + 0.5)) / list.length), h * 0.95, ks, { ...k, pose: ['down', 'wave'], item: { kind: 'flashcard', word, pic }, itemHand: 'right', expr: 'open' });
  });
  return s;
}

// ---------------------------------------------------------------- conversation
export function talk(w, h, r, o = {}) {
  const fy = h * 0.74;
  let s = o.outdoor ? rect(0, 0, w, h, 0, C.b1) + rect(0, fy, w, h - fy, 0, C.g2) + S.tree(w * 0.1, fy + 4, h / 500) + S.bush(w * 0.9, fy + 4, h / 300) : room(w, h, r, { wall: o.wall, floorY: fy });
  if (!o.outdoor) s += S.windowBox(w * 0.06, h * 0.1, h * 0.26, h * 0.3) + S.plant(w * 0.94, fy + 4, h / 300, { tall: true });
  const lines = o.lines || ['Hi! How are you?', 'I’m great, thanks!', 'Nice to meet you!'];
  const n = o.n || (w > h * 1.2 ? 3 : 2);
  const age = o.age || 'adult';
  const ppl = [];
  for (let i = 0; i < n; i++) ppl.push(age === 'adult' ? randomAdult(r, { smart: r.chance(0.4), gender: i % 2 ? 'm' : 'w' }) : randomKid(r, { age, gender: i % 2 ? 'b' : 'g' }));
  const hs = (h * 0.56) / 100;
  const xs = ppl.map((_, i) => w * (0.14 + (0.72 * (i + 0.5)) / n));
  ppl.forEach((p, i) => {
    s += place(xs[i], h * 0.95, hs, { ...p, pose: i === 0 ? ['down', 'wave'] : i === 1 ? ['hip', 'out'] : ['hold', 'down'], item: i === 2 ? { kind: 'closedBook', color: C.b6 } : null, itemHand: 'left', look: i === 0 ? 0.6 : -0.6, expr: 'open' });
  });
  // Bubbles after every figure is down, so they can keep clear of all the faces.
  ppl.forEach((_, i) => {
    const str = lines[i % lines.length];
    const size = h * 0.042;
    const bw = measureText(str, size) + size * 2.2;
    const bx = Math.min(Math.max(xs[i] - bw / 2 + (i % 2 ? 20 : -20), 6), w - bw - 6);
    s += say(bx, h * (0.04 + (i % 2) * 0.12), str, { fill: i % 2 ? C.o5 : C.white, textColor: i % 2 ? C.white : C.b7, tail: xs[i] < bx + bw / 2 ? 'left' : 'right', size }, w, h);
  });
  return s;
}

// ---------------------------------------------------------------- life-skills combo
/** The teacher walks the children over the zebra crossing on the green man; the emergency numbers beside them. */
export function lifeSkills(w, h, r) {
  let s = crossing(w, h, r, { n: 2, zebraX: 0.08 });
  // The phone's bubble sits between the signal and the right edge, below the sun.
  const signal = crossingSignal(w, h, 0.08), right = signal.x + signal.half;
  const pr = Math.min(h * 0.19, (w - right) / 2 - h * 0.02), px = (right + w) / 2, py = pr + h * 0.17;
  s += circle(px, py, pr, C.white, { opacity: 0.9 }) + S.phone(px, py, pr * 0.72, ['113', '115'], { color: C.red });
  return s;
}

// ---------------------------------------------------------------- breathing / emotion
export function calmCorner(w, h, r, o = {}) {
  let s = room(w, h, r, { wall: C.b1, floorY: h * 0.7, floor: C.g1 });
  s += S.rug(w / 2, h * 0.88, w * 0.7, h * 0.18, C.b2, C.b1);
  const k = randomKid(r, { age: o.age || 'child' });
  for (let i = 3; i > 0; i--) s += circle(w / 2, h * 0.62, h * 0.09 * i + h * 0.05, C.b3, { opacity: 0.18 });
  s += place(w / 2, h * 0.92, h * 0.0048, { ...k, mode: 'floor', pose: ['hip', 'hip'], expr: 'calm' });
  s += text(w / 2, h * 0.14, o.word || 'Breathe in… out…', { size: Math.round(h * 0.07), fill: C.b6 });
  s += S.plant(w * 0.1, h * 0.74, h / 300) + S.heart(w * 0.86, h * 0.36, h * 0.05, C.red2);
  return s;
}

// ---------------------------------------------------------------- outdoor park activity
export function park(w, h, r, o = {}) {
  const fy = h * 0.58;
  let s = rect(0, 0, w, h, 0, C.b1) + S.sunMark(w * 0.86, h * 0.14, h * 0.05) + S.cloud(w * 0.3, h * 0.15, h / 600);
  s += path(P`M0 ${fy}Q${w * 0.3} ${fy - h * 0.08} ${w * 0.6} ${fy}T${w} ${fy - h * 0.04}L${w} ${h}L0 ${h}Z`, C.g2) + rect(0, h * 0.8, w, h * 0.2, 0, C.g3, { opacity: 0.5 });
  for (let i = 0; i < 3; i++) s += S.tree(w * (0.06 + i * 0.42) + r.range(-20, 20), fy + h * 0.02, h / 520 * r.range(0.8, 1.1));
  if (o.bus) s += S.bus(w * 0.2, h * 0.78, h / 380);
  const list = kidList(r, o.n || (w > h * 1.2 ? 5 : 3), { age: o.age || 'child' });
  const ks = (h * 0.42) / 100;
  const x0 = o.bus ? w * 0.4 : w * 0.08;
  if (o.teacher !== false) s += place(x0 + (w - x0) * 0.06, h * 0.92, ks * 1.5, { ...randomAdult(r, { smart: false, gender: 'w' }), pose: ['down', 'wave'], item: o.flag ? { kind: 'flag' } : null, itemHand: 'right' });
  list.forEach((k, i) => {
    const x = x0 + (w - x0) * (0.2 + (0.78 * (i + 0.5)) / list.length);
    const items = o.items || [{ kind: 'magnifier' }, { kind: 'leaf' }, { kind: 'ball' }, null, { kind: 'closedBook', color: C.o5 }];
    s += place(x, h * 0.95 - (i % 2) * h * 0.04, ks, { ...k, pose: r.pick([['down', 'wave'], ['hand', 'up'], ['down', 'hold']]), item: items[i % items.length], itemHand: 'right', backpack: o.bus ? r.pick([C.o5, C.b6]) : null });
  });
  s += S.flower(w * 0.05, h * 0.9, h * 0.02, C.red2, C.y5) + S.flower(w * 0.6, h * 0.97, h * 0.018, C.y5, C.o5);
  return s;
}

// ---------------------------------------------------------------- presentation
export function presentation(w, h, r, o = {}) {
  const age = o.age || 'child';
  const fy = h * 0.7;
  let s = room(w, h, r, { wall: o.wall, floorY: fy });
  const es = h / 300;
  s += S.easel(w * 0.28, fy + h * 0.12, es, S.chart(w * 0.28, fy + h * 0.12 - 82 * es, es));
  s += S.windowBox(w * 0.72, h * 0.08, h * 0.25, h * 0.27);
  const ps = (h * (age === 'adult' || age === 'teen' ? 0.7 : 0.55)) / 100;
  s += place(w * 0.48, h * 0.86, ps, { ...randomKid(r, { age: ageFor(age) }), pose: ['point', 'hold'], item: { kind: 'closedBook', color: C.b6 }, itemHand: 'right', expr: 'open', look: -0.6 });
  const n = w > h * 1.2 ? 4 : 3;
  const ks = (h * 0.22) / 70;
  kidList(r, n, { age }).forEach((k, i) => {
    s += place(w * ((i + 0.5) / n), h * 1.02, ks, { ...k, backView: true, mode: 'floor', pose: r.chance(0.4) ? ['down', 'raise'] : ['down', 'down'] });
  });
  return s;
}

// ---------------------------------------------------------------- group work at a table
export function groupWork(w, h, r, o = {}) {
  const age = o.age || 'child';
  const fy = h * 0.62;
  let s = room(w, h, r, { wall: o.wall, floorY: fy });
  s += S.bookshelf(w * 0.72, fy - h * 0.4, h * 0.36, h * 0.4, r, { rows: 2 }) + S.windowBox(w * 0.08, h * 0.08, h * 0.3, h * 0.3);
  if (w > h * 1.2) s += S.globe(w * 0.55, h * 0.25, h * 0.07);
  const n = w > h * 1.2 ? 4 : 3;
  const ks = (h * 0.36) / 66 / (kidH[age] || 1);
  const ty = h * 0.8;
  kidList(r, n, { age: ageFor(age) }).forEach((k, i) => {
    const x = w * (0.14 + (0.72 * (i + 0.5)) / n);
    s += place(x, ty + 6 * ks, ks, { ...k, mode: 'seat', pose: i % 2 ? ['desk', 'up'] : ['write', 'desk'], expr: 'open' });
  });
  s += S.table(w / 2, ty, w * 0.84, h / 200);
  s += rect(w * 0.32, ty - h * 0.03, w * 0.36, h * 0.04, 3, C.white) + rect(w * 0.35, ty - h * 0.025, w * 0.1, h * 0.02, 2, C.o3) + rect(w * 0.5, ty - h * 0.025, w * 0.14, h * 0.02, 2, C.b3);
  s += S.star(w * 0.6, h * 0.14, h * 0.03) + say(w * 0.3, h * 0.06, o.word || 'Team!', { color: C.o6, size: h * 0.05 }, w, h);
  return s;
}

// ---------------------------------------------------------------- party / stage / science / craft / sports / selfie
export function party(w, h, r) {
  let s = room(w, h, r, { wall: C.o1, floorY: h * 0.7 }) + S.bunting(0, h * 0.04, w, h * 0.04, 10) + S.confetti(r, 0, h * 0.1, w, h * 0.3, 24);
  for (let i = 0; i < 4; i++) s += S.balloon(w * [0.06, 0.14, 0.86, 0.94][i], h * (0.2 + (i % 2) * 0.06), h / 300, [C.o5, C.b5, C.y5, C.red2][i]);
  s += text(w / 2, h * 0.22, 'Happy Birthday!', { size: Math.round(h * 0.08), fill: C.o6 });
  const ks = (h * 0.52) / 100;
  const list = kidList(r, 4, {});
  list.forEach((k, i) => { s += place(w * (0.1 + 0.8 * (i + 0.5) / 4), h * 0.96, ks, { ...k, hat: 'party', pose: i % 2 ? ['up', 'down'] : ['clap', 'clap'], expr: 'open' }); });
  s += S.table(w / 2, h * 0.86, w * 0.3, h / 400) + S.cake(w / 2, h * 0.85, h / 420);
  return s;
}
export function stage(w, h, r, o = {}) {
  let s = rect(0, 0, w, h, 0, C.b8) + path(P`M${w * 0.3} 0L${w * 0.7} 0L${w * 0.85} ${h * 0.78}L${w * 0.15} ${h * 0.78}Z`, C.y2, { opacity: 0.22 });
  s += path(P`M0 0L${w * 0.18} 0Q${w * 0.12} ${h * 0.4} ${w * 0.16} ${h * 0.78}L0 ${h * 0.78}Z`, C.red) + path(P`M${w} 0L${w * 0.82} 0Q${w * 0.88} ${h * 0.4} ${w * 0.84} ${h * 0.78}L${w} ${h * 0.78}Z`, C.red);
  s += path(P`M0 0L${w} 0L${w} ${h * 0.08}Q${w * 0.75} ${h * 0.16} ${w / 2} ${h * 0.08}Q${w * 0.25} ${h * 0.16} 0 ${h * 0.08}Z`, '#C7352C');
  s += rect(0, h * 0.74, w, h * 0.26, 0, C.wood2) + rect(0, h * 0.74, w, h * 0.03, 0, C.wood);
  const ks = (h * 0.5) / 100;
  kidList(r, 3, { genders: ['g', 'b', 'g'], age: o.age }).forEach((k, i) => { s += place(w * (0.32 + i * 0.18), h * 0.82, ks * (o.age === 'teen' || o.age === 'adult' ? 1.12 : 1), { ...k, pose: i === 1 ? ['down', 'mic'] : ['wave', 'down'], item: i === 1 ? { kind: 'mic' } : null, itemHand: 'right', expr: 'open' }); });
  for (let i = 0; i < 3; i++) s += S.musicNote(w * (0.25 + i * 0.25), h * (0.2 + (i % 2) * 0.06), h / 260, [C.y5, C.o3, C.b3][i]);
  for (let i = 0; i < 7; i++) s += circle(w * (0.08 + i * 0.14), h * 1.02, h * 0.07, C.b9) + circle(w * (0.08 + i * 0.14), h * 0.92, h * 0.04, C.b9);
  return s;
}
export function science(w, h, r) {
  const fy = h * 0.64;
  let s = room(w, h, r, { wall: C.b1, floorY: fy, floor: C.b2 });
  s += S.whiteboard(w * 0.08, h * 0.08, h * 0.5, h * 0.25, ['Science', 'Plants grow'], { colors: [C.b6, C.g5] }) + S.windowBox(w * 0.74, h * 0.08, h * 0.24, h * 0.26);
  const ks = (h * 0.34) / 66;
  kidList(r, 3, {}).forEach((k, i) => {
    s += place(w * (0.22 + i * 0.28), h * 0.86, ks, { ...k, mode: 'seat', pose: i === 1 ? ['desk', 'up'] : 'desk', item: i === 0 ? { kind: 'magnifier' } : null, itemHand: 'left', expr: 'o' });
  });
  s += S.table(w / 2, h * 0.8, w * 0.9, h / 200);
  // Flasks stand between the children, never in front of a face.
  s += S.flask(w * 0.36, h * 0.79, h / 340, C.g3) + S.flask(w * 0.64, h * 0.79, h / 320, C.o4) + S.flask(w * 0.94, h * 0.79, h / 380, C.b4);
  return s;
}
export function craft(w, h, r) {
  const fy = h * 0.62;
  let s = room(w, h, r, { wall: C.y1, floorY: fy });
  for (let i = 0; i < 4; i++) s += rect(w * (0.08 + i * 0.2), h * 0.1, w * 0.14, h * 0.18, 4, C.white, { transform: `rotate(${(i % 2 ? 3 : -3)} ${f(w * (0.15 + i * 0.2))} ${f(h * 0.2)})` }) + [S.sunMark(w * (0.15 + i * 0.2), h * 0.19, h * 0.035), S.flower(w * (0.15 + i * 0.2), h * 0.19, h * 0.05, C.red2), S.heart(w * (0.15 + i * 0.2), h * 0.19, h * 0.045), S.star(w * (0.15 + i * 0.2), h * 0.19, h * 0.045, C.b5)][i];
  const ks = (h * 0.36) / 66;
  kidList(r, 3, {}).forEach((k, i) => { s += place(w * (0.2 + i * 0.3), h * 0.86, ks, { ...k, mode: 'seat', pose: i === 1 ? ['desk', 'show'] : ['desk', 'write'], item: { kind: 'brush', color: [C.red, C.b5, C.y5][i] }, itemHand: 'right', expr: 'open' }); });
  s += S.table(w / 2, h * 0.8, w * 0.9, h / 200) + g(S.paintPalette(0, 0, h / 500), { transform: tr(w * 0.48, h * 0.76) });
  return s;
}
export function sports(w, h, r) {
  let s = rect(0, 0, w, h, 0, C.b1) + S.sunMark(w * 0.88, h * 0.13, h * 0.05) + rect(0, h * 0.5, w, h * 0.5, 0, C.g3);
  s += path(P`M0 ${h * 0.62}L${w} ${h * 0.58}L${w} ${h * 0.66}L0 ${h * 0.7}Z`, C.o3) + path(P`M0 ${h * 0.76}L${w} ${h * 0.72}L${w} ${h * 0.8}L0 ${h * 0.84}Z`, C.o3);
  s += S.bunting(0, h * 0.06, w, h * 0.1, 10) + rect(w * 0.86, h * 0.3, 6, h * 0.6, 2, C.white) + text(w * 0.5, h * 0.3, 'Sports Day', { size: Math.round(h * 0.08), fill: C.b6 });
  const ks = (h * 0.44) / 100;
  kidList(r, 3, {}).forEach((k, i) => { s += place(w * (0.2 + i * 0.26), h * (0.72 + i * 0.1), ks, { ...k, pose: ['up', 'out'], walk: 1.4, shirt: [C.o5, C.b6, C.y5][i], expr: 'open' }); });
  return s;
}
export function selfie(w, h, r) {
  let s = rect(0, 0, w, h, 0, C.o1) + circle(w * 0.5, h * 0.5, h * 0.46, C.o2, { opacity: 0.6 }) + S.confetti(r, 0, 0, w, h * 0.4, 18);
  const ks = (h * 0.9) / 100;
  const list = kidList(r, 4, {});
  list.forEach((k, i) => { s += place(w * (0.2 + i * 0.2), h * (1.28 + (i % 2) * 0.06), ks, { ...k, pose: i === 0 ? ['down', 'high'] : i === 3 ? ['wave', 'down'] : 'down', expr: 'open' }); });
  s += rect(w * 0.04, h * 0.04, w * 0.92, h * 0.92, 20, 'none', { stroke: C.white, 'stroke-width': 8 }) + circle(w * 0.92, h * 0.1, h * 0.02, C.red);
  return s;
}
export function online(w, h, r) {
  let s = room(w, h, r, { wall: C.b1, floorY: h * 0.78 });
  s += S.windowBox(w * 0.08, h * 0.08, h * 0.3, h * 0.34) + S.plant(w * 0.9, h * 0.78, h / 300, { tall: true });
  const lw = Math.min(w * 0.52, h * 0.95);
  const lx = w / 2, ly = h * 0.86;
  let screen = '';
  const gw = lw * 0.44, gh = lw * 0.26;
  for (let i = 0; i < 4; i++) {
    const cx = lx - lw * 0.23 + (i % 2) * lw * 0.46, cy = ly - lw * 0.62 + lw * 0.17 + Math.floor(i / 2) * lw * 0.28;
    screen += rect(cx - gw / 2, cy - gh / 2, gw, gh, 4, [C.o2, C.b2, C.y2, C.g1][i]);
    const k = i === 0 ? randomAdult(r, { gender: 'w' }) : randomKid(r, {});
    screen += clip(P`M${cx - gw / 2} ${cy - gh / 2}h${gw}v${gh}h${-gw}Z`, place(cx, cy + gh * 0.62, gh / 62, { ...k, pose: i === 0 ? ['down', 'wave'] : 'down', mode: 'seat', expr: 'open' }));
  }
  s += S.table(w / 2, h * 0.86, w * 0.8, h / 300) + S.laptop(lx, ly, lw, screen);
  s += say(w * 0.7, h * 0.08, 'Hello!', { size: h * 0.05 }, w, h);
  return s;
}
export function parents(w, h, r) {
  let s = room(w, h, r, { wall: C.o1, floorY: h * 0.72 }) + S.bunting(0, h * 0.05, w, h * 0.05, 9) + S.heart(w * 0.5, h * 0.22, h * 0.06);
  const ppl = [randomAdult(r, { gender: 'w', smart: false }), randomKid(r, { gender: 'g' }), randomKid(r, { gender: 'b' }), randomAdult(r, { gender: 'm', smart: false })];
  ppl.forEach((p, i) => {
    const adult = p.age === 'adult';
    s += place(w * (0.16 + i * 0.23), h * 0.95, (h * (adult ? 0.74 : 0.5)) / 100, { ...p, pose: i === 0 ? ['down', 'hand'] : i === 3 ? ['hand', 'down'] : i === 1 ? ['hand', 'hold'] : ['hold', 'hand'], item: i === 1 ? { kind: 'flag', color: C.o5 } : i === 2 ? { kind: 'certificate' } : null, itemHand: i === 1 ? 'right' : 'both', expr: 'open' });
  });
  return s;
}
export function buildingFront(w, h, r, o = {}) {
  let s = rect(0, 0, w, h, 0, C.b1) + S.cloud(w * 0.2, h * 0.15, h / 500) + S.cloud(w * 0.75, h * 0.12, h / 700) + rect(0, h * 0.8, w, h * 0.2, 0, C.g2) + rect(0, h * 0.86, w, h * 0.14, 0, C.grey1);
  const bw = Math.min(w * (o.big ? 0.8 : 0.5), h * (o.big ? 1.5 : 0.9)), bh = h * (o.big ? 0.56 : 0.5);
  s += S.tree(w / 2 - bw / 2 - h * 0.1, h * 0.82, h / 500) + S.tree(w / 2 + bw / 2 + h * 0.1, h * 0.82, h / 560);
  s += S.building(w / 2, h * 0.82, bw, bh, { floors: o.big ? 3 : 2 });
  if (o.big) {
    s += rect(w / 2 - bw / 2 - h * 0.3, h * 0.82 - bh * 0.6, h * 0.28, bh * 0.6, 8, C.b2) + rect(w / 2 + bw / 2 + h * 0.02, h * 0.82 - bh * 0.7, h * 0.28, bh * 0.7, 8, C.y1);
  }
  if (o.kids) {
    const ks = (h * (o.kidScale || 0.22)) / 100;
    const n = o.kids;
    kidList(r, n, { uniform: true }).forEach((k, i) => { s += place(w * (0.06 + (0.88 * (i + 0.5)) / n), h * (0.94 + (i % 2) * 0.03), ks, { ...k, pose: r.pick([['down', 'wave'], 'down', ['hand', 'hand'], ['up', 'up']]), backpack: r.pick([C.o5, C.b6, C.y5]) }); });
  }
  return s;
}

// ---------------------------------------------------------------- rooms without people (facilities)
export function facility(w, h, r, v) {
  const fy = h * 0.66;
  let s;
  if (v === 1) {
    s = room(w, h, r, { wall: C.b1, floorY: fy, floor: '#F3D2B0' }) + S.whiteboard(w * 0.3, h * 0.12, w * 0.4, h * 0.28, ['Hello!', 'Welcome to class'], { frame: C.b3 });
    s += S.windowBox(w * 0.05, h * 0.1, w * 0.16, h * 0.34) + S.windowBox(w * 0.79, h * 0.1, w * 0.16, h * 0.34) + S.bunting(w * 0.27, h * 0.05, w * 0.73, h * 0.05, 9);
    for (let row = 0; row < 2; row++) for (let i = 0; i < 4; i++) {
      const sc = row ? 2.6 : 2.1, y = row ? h * 0.86 : h * 0.73;
      const x = w * (0.16 + i * 0.225) + (row ? 0 : w * 0.02);
      s += S.chair(x, y - 6 * sc + 30 * sc, sc * 0.8, [C.o5, C.b5, C.y5, C.g5][(i + row) % 4]) + S.desk(x, y, 70 * sc, sc) + S.openBook(x, y - 1, 24 * sc, [C.o5, C.b6][i % 2]);
    }
    s += S.plant(w * 0.96, h * 0.72, 3, { tall: true });
  } else if (v === 2) {
    s = room(w, h, r, { wall: C.o1, floorY: fy, floor: '#EBD9C6' });
    s += S.bookshelf(w * 0.04, h * 0.14, w * 0.24, fy - h * 0.14, r, { rows: 4 }) + S.bookshelf(w * 0.72, h * 0.14, w * 0.24, fy - h * 0.14, r, { rows: 4 });
    s += S.windowBox(w * 0.37, h * 0.1, w * 0.26, h * 0.3) + S.rug(w / 2, h * 0.84, w * 0.6, h * 0.22, C.b2, C.b1);
    s += ellipse(w * 0.36, h * 0.82, w * 0.08, h * 0.07, C.o5) + ellipse(w * 0.36, h * 0.77, w * 0.06, h * 0.05, C.o4) + ellipse(w * 0.64, h * 0.82, w * 0.08, h * 0.07, C.b5) + ellipse(w * 0.64, h * 0.77, w * 0.06, h * 0.05, C.b4);
    s += S.bookStack(w * 0.5, h * 0.86, 2.2) + S.plant(w * 0.32, fy + 4, 2.6, { tall: true }) + S.plant(w * 0.68, fy + 4, 2.6) + text(w / 2, h * 0.5, 'Reading Corner', { size: 38, fill: C.o6 });
  } else if (v === 3) {
    s = room(w, h, r, { wall: C.y1, floorY: h * 0.6, floor: C.b2 });
    for (let i = 0; i < 6; i++) for (let j = 0; j < 2; j++) s += rect(w * (0.02 + i * 0.165), h * (0.64 + j * 0.18), w * 0.155, h * 0.16, 12, [C.o3, C.y3, C.b3, C.g2, C.o2, C.b4][(i + j * 3) % 6]);
    s += S.bunting(0, h * 0.06, w, h * 0.06, 12) + S.windowBox(w * 0.06, h * 0.14, w * 0.18, h * 0.3) + S.windowBox(w * 0.76, h * 0.14, w * 0.18, h * 0.3);
    s += path(P`M${w * 0.36} ${h * 0.62}L${w * 0.36} ${h * 0.32}L${w * 0.42} ${h * 0.32}L${w * 0.42} ${h * 0.62}Z`, C.b5) + path(P`M${w * 0.42} ${h * 0.34}Q${w * 0.5} ${h * 0.36} ${w * 0.56} ${h * 0.62}L${w * 0.5} ${h * 0.62}Q${w * 0.46} ${h * 0.42} ${w * 0.42} ${h * 0.42}Z`, C.o5);
    s += S.teddy(w * 0.66, h * 0.8, 2.4) + S.ballToy(w * 0.8, h * 0.86, 34) + S.ballToy(w * 0.22, h * 0.9, 26) + S.abcBlock(w * 0.28, h * 0.8, 1.6, 'A', C.o5) + S.abcBlock(w * 0.33, h * 0.8, 1.6, 'B', C.b5) + S.abcBlock(w * 0.305, h * 0.8 - 56, 1.6, 'C', C.g5);
  } else if (v === 4) {
    s = room(w, h, r, { wall: C.b1, floorY: fy, floor: C.grey2 });
    s += rect(w * 0.3, h * 0.08, w * 0.4, h * 0.3, 6, C.white) + rect(w * 0.3, h * 0.06, w * 0.4, h * 0.025, 4, C.grey3) + S.sunMark(w * 0.4, h * 0.22, 22) + text(w * 0.56, h * 0.24, 'English Lab', { size: 34, fill: C.b6 });
    s += rect(w * 0.495, 0, 6, h * 0.02, 0, C.grey3) + S.windowBox(w * 0.05, h * 0.1, w * 0.15, h * 0.3) + S.windowBox(w * 0.8, h * 0.1, w * 0.15, h * 0.3);
    for (let row = 0; row < 2; row++) {
      const y = row ? h * 0.88 : h * 0.72, sc = row ? 2.5 : 2;
      s += S.table(w / 2, y, w * (row ? 0.9 : 0.7), sc);
      for (let i = 0; i < 4; i++) {
        const x = w / 2 + (i - 1.5) * w * (row ? 0.2 : 0.16);
        s += rect(x - 34 * sc, y - 60 * sc, 68 * sc, 44 * sc, 4 * sc, C.ink2) + rect(x - 30 * sc, y - 56 * sc, 60 * sc, 36 * sc, 2 * sc, [C.b3, C.o2, C.y2, C.g1][(i + row) % 4]) + rect(x - 4 * sc, y - 16 * sc, 8 * sc, 14 * sc, 0, C.grey5) + rect(x - 16 * sc, y - 4 * sc, 32 * sc, 4 * sc, 2, C.grey5);
      }
    }
  } else {
    s = room(w, h, r, { wall: C.cream, floorY: fy, floor: '#EBD9C6' });
    // The sign sits above the receptionist's head, never behind it.
    s += circle(w * 0.5, h * 0.19, h * 0.14, C.o1) + S.sunMark(w * 0.5, h * 0.17, h * 0.06, { rays: 12 }) + text(w * 0.5, h * 0.33, 'Mặt Trời Nhỏ', { size: 40, fill: C.o6 });
    s += S.sofa(w * 0.16, h * 0.86, w * 0.18, C.o5) + S.sofa(w * 0.84, h * 0.86, w * 0.18, C.b5) + S.plant(w * 0.3, h * 0.8, 3, { tall: true }) + S.plant(w * 0.7, h * 0.8, 3, { tall: true });
    s += S.windowBox(w * 0.06, h * 0.1, w * 0.16, h * 0.32) + S.windowBox(w * 0.78, h * 0.1, w * 0.16, h * 0.32) + S.rug(w / 2, h * 0.9, w * 0.34, h * 0.1, C.o2, C.o1);
    const adult = randomAdult(r, { gender: 'w' });
    s += place(w * 0.5, h * 0.7, 2.1, { ...adult, pose: ['down', 'wave'] });
    s += rect(w * 0.36, h * 0.6, w * 0.28, h * 0.2, 14, C.b6) + rect(w * 0.34, h * 0.58, w * 0.32, h * 0.04, 8, C.b7) + rect(w * 0.44, h * 0.66, w * 0.12, h * 0.06, 6, C.white) + text(w * 0.5, h * 0.703, 'Welcome', { size: 22, fill: C.b6 });
  }
  return s;
}
