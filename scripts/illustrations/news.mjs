// News covers: one scene with people per subject (the variant numbers the mock articles use:
// 1 school-year calendar, 2 trophy, 3 reading at home, 4 speaking contest, 5 Mid-Autumn lanterns,
// 6 Tết blossom, 7 open day, 8 certificates, 9 field trip, 10 art and craft, 11 globe, 12 safety day;
// 13 Halloween, 14 calm breathing, 15 emergency numbers, 16 placement test, 17 summer camp, 18 KET/PET,
// 19 scholarship, 20 costume day), so no two articles on a page need to share a cover.
// Also the registration block's own picture and the About page's scenes that are not the school.
import { P, circle, ellipse, rect, path, stroke, g, tr, text } from './svg.mjs';
import { C } from './palette.mjs';
import { place, randomKid, randomAdult, say } from './people.mjs';
import { room, kidList } from './scenes.mjs';
import * as S from './shapes.mjs';

/** A row of figures standing on y, spread between x0 and x1 (fractions of w). */
function row(w, y, list, x0, x1, height, extra = () => ({})) {
  let s = '';
  list.forEach((p, i) => {
    const x = w * (x0 + ((x1 - x0) * (i + 0.5)) / list.length);
    const hgt = height * (p.age === 'adult' ? 1.3 : p.age === 'teen' ? 1.15 : 1);
    s += place(x, y, hgt / 100, { expr: 'open', ...p, ...extra(i, p) });
  });
  return s;
}

const kids = (r, n, o = {}) => kidList(r, n, o);

const NEWS = {
  // Lịch khai giảng: the first day back, a big calendar on the wall.
  1(w, h, r) {
    let s = room(w, h, r, { wall: C.b1, floorY: h * 0.74, floor: '#EBD9C6' }) + S.bunting(0, h * 0.04, w, h * 0.04, 12);
    s += g(S.calendar(0, 0, 1), { transform: tr(w * 0.16, h * 0.34, h / 330) }) + S.door(w * 0.86, h * 0.76, h * 0.26, h * 0.5);
    s += say(w * 0.36, h * 0.12, 'Welcome back!', { size: h * 0.055, color: C.o6 }, w, h);
    const t = randomAdult(r, { gender: 'w' });
    s += place(w * 0.68, h * 0.93, (h * 0.6) / 100, { ...t, pose: ['down', 'wave'], look: -0.5, expr: 'open' });
    s += row(w, h * 0.95, kids(r, 3, { uniform: true }), 0.26, 0.58, h * 0.42, (i) => ({ pose: i === 1 ? ['wave', 'down'] : ['down', 'hand'], backpack: [C.o5, C.b6, C.y5][i], walk: 0.5, look: 0.4 }));
    return s;
  },
  // Thành tích: a podium, trophy and medals.
  2(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.y1) + S.confetti(r, 0, 0, w, h * 0.45, 36) + rect(0, h * 0.84, w, h * 0.16, 0, C.o2);
    const steps = [[0.5, 0.62, C.o5, '1'], [0.32, 0.7, C.b5, '2'], [0.68, 0.75, C.g5, '3']];
    const ppl = kids(r, 3, { age: 'teen' });
    steps.forEach(([x, top, col, n], i) => {
      s += rect(w * (x - 0.08), h * top, w * 0.16, h * (0.86 - top), 8, col) + text(w * x, h * (top + 0.1), n, { size: Math.round(h * 0.08), fill: C.white });
      s += place(w * x, h * top, (h * 0.4) / 100, { ...ppl[i], pose: i === 0 ? ['down', 'up'] : ['down', 'hold'], item: i === 0 ? { kind: 'trophy' } : { kind: 'certificate' }, itemHand: i === 0 ? 'right' : 'both', medal: true, expr: 'open' });
    });
    const t = randomAdult(r, { gender: 'm' });
    s += place(w * 0.88, h * 0.95, (h * 0.6) / 100, { ...t, pose: ['clap', 'clap'], look: -0.6, expr: 'open' });
    s += S.star(w * 0.12, h * 0.2, h * 0.05) + S.star(w * 0.2, h * 0.45, h * 0.03, C.o4) + S.sparkle(w * 0.86, h * 0.18, h * 0.04, C.o4);
    return s;
  },
  // Góc phụ huynh: a parent and child reading together at home.
  3(w, h, r) {
    let s = room(w, h, r, { wall: C.o1, floorY: h * 0.76, floor: '#EBD9C6' }) + S.windowBox(w * 0.08, h * 0.12, h * 0.4, h * 0.42) + S.bookshelf(w * 0.74, h * 0.2, h * 0.36, h * 0.56, r, { rows: 3 });
    s += g(S.sofa(0, 0, 300, C.b5), { transform: tr(w * 0.46, h * 0.92, h / 300) }) + S.rug(w * 0.46, h * 0.95, w * 0.5, h * 0.08, C.o2, C.o1) + S.plant(w * 0.66, h * 0.9, h / 260, { tall: true });
    const mum = randomAdult(r, { gender: r.chance(0.5) ? 'w' : 'm', smart: false });
    const kid = randomKid(r, { age: 'child' });
    s += place(w * 0.4, h * 0.85, (h * 0.66) / 100, { ...mum, mode: 'seat', pose: ['down', 'hold'], item: { kind: 'book', color: C.o5 }, itemHand: 'right', look: 0.5, expr: 'smile' });
    s += place(w * 0.53, h * 0.85, (h * 0.5) / 100, { ...kid, mode: 'seat', pose: ['hold', 'down'], look: -0.4, expr: 'open' });
    s += S.heart(w * 0.47, h * 0.14, h * 0.04) + S.sparkle(w * 0.56, h * 0.1, h * 0.025);
    return s;
  },
  // Hùng biện: a pupil speaks at the microphone, classmates listen.
  4(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.b8) + path(P`M${w * 0.36} 0L${w * 0.64} 0L${w * 0.74} ${h * 0.8}L${w * 0.26} ${h * 0.8}Z`, C.y2, { opacity: 0.2 });
    s += rect(0, h * 0.72, w, h * 0.28, 0, C.wood2) + rect(0, h * 0.72, w, h * 0.03, 0, C.wood) + S.bunting(0, h * 0.04, w, h * 0.04, 12);
    s += rect(w * 0.62, h * 0.12, w * 0.3, h * 0.16, 12, C.white) + text(w * 0.77, h * 0.225, 'Speaking Contest', { size: Math.round(h * 0.045), fill: C.b7 });
    s += S.microphone(w * 0.44, h * 0.72, h / 300) + place(w * 0.5, h * 0.78, (h * 0.52) / 100, { ...randomKid(r, { age: 'child' }), pose: ['wave', 'down'], expr: 'open', look: -0.3 });
    s += row(w, h * 1.14, kids(r, 5), 0.04, 0.96, h * 0.34, () => ({ backView: true, mode: 'floor', pose: ['down', 'down'] }));
    for (let i = 0; i < 3; i++) s += S.musicNote(w * (0.12 + i * 0.08), h * (0.2 + (i % 2) * 0.06), h / 300, [C.y5, C.o3, C.b3][i]);
    return s;
  },
  // Trung thu: lanterns under the full moon.
  5(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.b8) + circle(w * 0.82, h * 0.2, h * 0.12, C.y2) + circle(w * 0.82, h * 0.2, h * 0.16, C.y2, { opacity: 0.2 });
    for (let i = 0; i < 18; i++) s += circle(r.next() * w, r.next() * h * 0.45, r.range(1.5, 3.5), C.white, { opacity: 0.7 });
    s += stroke(P`M0 ${h * 0.1}Q${w * 0.35} ${h * 0.22} ${w * 0.62} ${h * 0.08}`, C.grey3, 2);
    [0.12, 0.27, 0.44].forEach((x, i) => { s += S.roundLantern(w * x, h * (0.2 + (i % 2) * 0.04), h / 500, [C.red, C.o5, C.y6][i]); });
    s += path(P`M0 ${h * 0.8}Q${w * 0.5} ${h * 0.7} ${w} ${h * 0.8}V${h}H0Z`, C.b7);
    const list = kids(r, 4);
    list.forEach((k, i) => {
      const x = w * (0.12 + i * 0.22), ks = (h * 0.42) / 100;
      s += place(x, h * 0.96, ks, { ...k, pose: ['down', 'up'], expr: 'open', look: 0.3 });
      // The star lantern on a stick from the raised hand, up and away from the face.
      const hx = x + 25 * ks, hy = h * 0.96 - 81 * ks, lx = hx + h * 0.08, ly = hy - h * 0.1, R = h * 0.05;
      s += stroke(P`M${hx} ${hy}L${lx} ${ly}`, C.wood3, 4) + path(S.starPath(lx, ly - R * 0.2, R, R * 0.48), C.red, { stroke: C.red, 'stroke-width': R * 0.14 }) + path(S.starPath(lx, ly - R * 0.2, R * 0.62, R * 0.3), C.y5) + circle(hx, hy, 4.5, k.skin);
    });
    return s;
  },
  // Tết: apricot blossom and red envelopes.
  6(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.o0) + circle(w * 0.5, h * 0.4, h * 0.42, C.y1) + rect(0, h * 0.8, w, h * 0.2, 0, C.o1);
    s += S.blossomBranch(w * 0.18, h * 0.26, h / 380, r) + S.blossomBranch(w * 0.86, h * 0.22, h / 460, r);
    s += S.plant(w * 0.06, h * 0.86, h / 240, { tall: true }) + rect(w * 0.45, h * 0.08, w * 0.1, h * 0.2, 6, C.red) + text(w * 0.5, h * 0.22, 'Tết', { size: Math.round(h * 0.07), fill: C.y3 });
    const mum = randomAdult(r, { gender: 'w', smart: false });
    s += place(w * 0.34, h * 0.94, (h * 0.64) / 100, { ...mum, shirt: C.red, pose: ['down', 'hand'], look: 0.5, expr: 'open' });
    s += row(w, h * 0.96, kids(r, 3), 0.42, 0.78, h * 0.44, (i) => ({ pose: i === 0 ? ['hand', 'hold'] : ['down', 'hold'], item: { kind: 'closedBook', color: C.red }, itemHand: 'right', look: -0.2 }));
    return s;
  },
  // Ngày hội trải nghiệm: the open door, balloons, families arriving.
  7(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.b1) + S.cloud(w * 0.2, h * 0.14, h / 420) + rect(0, h * 0.78, w, h * 0.22, 0, C.grey1);
    s += rect(w * 0.56, h * 0.14, w * 0.4, h * 0.66, 12, C.o1) + S.door(w * 0.76, h * 0.8, h * 0.22, h * 0.38);
    s += rect(w * 0.6, h * 0.18, w * 0.32, h * 0.1, 20, C.white) + text(w * 0.76, h * 0.25, 'Open Day', { size: Math.round(h * 0.055), fill: C.o6 });
    s += S.balloon(w * 0.6, h * 0.38, h / 400, C.o5) + S.balloon(w * 0.64, h * 0.32, h / 440, C.b5) + S.balloon(w * 0.92, h * 0.36, h / 420, C.y5);
    const t = randomAdult(r, { gender: 'w' });
    s += place(w * 0.88, h * 0.95, (h * 0.58) / 100, { ...t, pose: ['wave', 'down'], look: -0.6, expr: 'open' });
    const dad = randomAdult(r, { gender: 'm', smart: false });
    s += place(w * 0.14, h * 0.95, (h * 0.6) / 100, { ...dad, pose: ['down', 'hand'], look: 0.5, walk: 0.5, expr: 'open' });
    s += row(w, h * 0.96, kids(r, 3), 0.2, 0.56, h * 0.4, (i) => ({ pose: i === 2 ? ['down', 'wave'] : ['hand', 'hand'], walk: 0.6, look: 0.4, backpack: i === 1 ? C.o5 : null }));
    return s;
  },
  // Chứng chỉ: a line of pupils with their certificates.
  8(w, h, r) {
    let s = room(w, h, r, { wall: C.b1, floorY: h * 0.78, floor: C.b2 }) + S.bunting(0, h * 0.04, w, h * 0.04, 12) + S.confetti(r, 0, h * 0.08, w, h * 0.25, 20);
    s += rect(w * 0.32, h * 0.1, w * 0.36, h * 0.12, 12, C.white) + text(w * 0.5, h * 0.185, 'Cambridge English', { size: Math.round(h * 0.05), fill: C.b7 });
    const t = randomAdult(r, { gender: 'm', foreign: true });
    s += place(w * 0.1, h * 0.95, (h * 0.6) / 100, { ...t, pose: ['down', 'clap'], look: 0.6, expr: 'open' });
    s += row(w, h * 0.96, kids(r, 5, { uniform: true }), 0.18, 0.98, h * 0.42, (i) => ({ pose: 'show', item: { kind: 'certificate' }, medal: i % 2 === 0, look: r.range(-0.4, 0.4) }));
    return s;
  },
  // Dã ngoại: the school bus and a walk with the teacher's flag.
  9(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.b1) + S.sunMark(w * 0.9, h * 0.14, h * 0.05) + S.cloud(w * 0.36, h * 0.14, h / 500);
    s += path(P`M0 ${h * 0.6}Q${w * 0.3} ${h * 0.5} ${w * 0.6} ${h * 0.6}T${w} ${h * 0.56}V${h}H0Z`, C.g2) + rect(0, h * 0.82, w, h * 0.18, 0, C.grey1);
    s += S.tree(w * 0.52, h * 0.62, h / 420) + S.tree(w * 0.96, h * 0.62, h / 480) + S.bus(w * 0.2, h * 0.86, h / 300);
    const t = randomAdult(r, { gender: 'w', smart: false });
    s += place(w * 0.44, h * 0.95, (h * 0.6) / 100, { ...t, pose: ['down', 'up'], item: { kind: 'flag', color: C.o5 }, itemHand: 'right', walk: 0.5, expr: 'open' });
    s += row(w, h * 0.96, kids(r, 4), 0.52, 0.98, h * 0.4, (i) => ({ pose: i % 2 ? ['hand', 'wave'] : ['hand', 'hand'], walk: 0.6, look: -0.3, backpack: [C.o5, C.b6, C.y5, C.g5][i] }));
    return s;
  },
  // Ngoại khóa sáng tạo: painting and crafting round a table.
  10(w, h, r) {
    let s = room(w, h, r, { wall: C.y1, floorY: h * 0.64 }) + S.bunting(0, h * 0.04, w, h * 0.04, 12);
    for (let i = 0; i < 4; i++) s += rect(w * (0.1 + i * 0.22), h * 0.12, w * 0.14, h * 0.2, 4, C.white) + [S.sunMark(w * (0.17 + i * 0.22), h * 0.22, h * 0.04), S.flower(w * (0.17 + i * 0.22), h * 0.22, h * 0.05, C.red2), S.heart(w * (0.17 + i * 0.22), h * 0.22, h * 0.045), S.star(w * (0.17 + i * 0.22), h * 0.22, h * 0.045, C.b5)][i];
    s += row(w, h * 0.86, kids(r, 4), 0.06, 0.94, h * 0.36, (i) => ({ mode: 'seat', pose: i % 2 ? ['desk', 'show'] : ['desk', 'write'], item: { kind: 'brush', color: [C.red, C.b5, C.y5, C.g5][i] }, itemHand: 'right' }));
    s += S.table(w / 2, h * 0.8, w * 0.94, h / 200) + g(S.paintPalette(0, 0, h / 500), { transform: tr(w * 0.5, h * 0.76) });
    for (let i = 0; i < 3; i++) s += ellipse(w * (0.2 + i * 0.3), h * 0.77, h * 0.045, h * 0.035, C.o4) + rect(w * (0.2 + i * 0.3) - 3, h * 0.72, 6, h * 0.025, 2, C.g5);
    return s;
  },
  // Khám phá thế giới: the globe and a world map.
  11(w, h, r) {
    let s = room(w, h, r, { wall: C.b1, floorY: h * 0.74 });
    s += rect(w * 0.08, h * 0.1, w * 0.46, h * 0.4, 8, C.b3) + path(P`M${w * 0.12} ${h * 0.22}q${w * 0.06} ${-h * 0.06} ${w * 0.12} 0t${w * 0.04} ${h * 0.14}q${-w * 0.08} ${h * 0.06} ${-w * 0.14} ${-h * 0.04}Z`, C.g3) + path(P`M${w * 0.32} ${h * 0.18}q${w * 0.1} ${-h * 0.04} ${w * 0.18} ${h * 0.06}t${-w * 0.04} ${h * 0.16}q${-w * 0.1} ${h * 0.02} ${-w * 0.14} ${-h * 0.1}Z`, C.g3);
    s += S.globe(w * 0.76, h * 0.26, h * 0.11) + S.plant(w * 0.94, h * 0.76, h / 260, { tall: true });
    const t = randomAdult(r, { foreign: true, gender: 'w' });
    s += place(w * 0.6, h * 0.94, (h * 0.6) / 100, { ...t, pose: ['point', 'down'], look: -0.6, expr: 'open' });
    s += row(w, h * 0.97, kids(r, 3), 0.04, 0.5, h * 0.4, (i) => ({ pose: i === 0 ? ['down', 'raise'] : ['down', 'hold'], item: i === 1 ? { kind: 'magnifier' } : i === 2 ? { kind: 'map' } : null, itemHand: 'right', look: 0.6 }));
    s += row(w, h * 0.97, kids(r, 1), 0.7, 0.9, h * 0.4, () => ({ pose: ['down', 'hold'], item: { kind: 'globe' }, itemHand: 'right', look: -0.4 }));
    return s;
  },
  // Kỹ năng an toàn: the safety day, megaphone and extinguisher.
  12(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.o1) + rect(0, h * 0.76, w, h * 0.24, 0, C.grey1) + S.bunting(0, h * 0.04, w, h * 0.04, 12);
    s += rect(w * 0.06, h * 0.14, w * 0.26, h * 0.26, 12, C.white) + text(w * 0.19, h * 0.25, '114', { size: Math.round(h * 0.09), fill: C.red }) + text(w * 0.19, h * 0.34, 'Fire safety', { size: Math.round(h * 0.045), fill: C.b7 });
    s += rect(w * 0.9, h * 0.52, h * 0.07, h * 0.24, h * 0.03, C.red) + rect(w * 0.9 + h * 0.015, h * 0.48, h * 0.04, h * 0.05, 4, C.ink2) + rect(w * 0.86, h * 0.2, w * 0.1, h * 0.06, 6, '#34C26A') + text(w * 0.91, h * 0.245, 'EXIT', { size: Math.round(h * 0.04), fill: C.white });
    const t = randomAdult(r, { gender: 'm', smart: false });
    s += place(w * 0.44, h * 0.94, (h * 0.62) / 100, { ...t, shirt: C.o6, hat: 'helmet', accent: C.red, pose: ['down', 'point'], look: 0.6, expr: 'open' });
    s += g(S.megaphone(0, 0, 1), { transform: tr(w * 0.36, h * 0.56, h / 900) });
    s += row(w, h * 0.97, kids(r, 4), 0.52, 0.86, h * 0.4, (i) => ({ pose: i === 0 ? ['down', 'raise'] : ['hand', 'hand'], hat: i % 2 ? 'helmet' : undefined, look: -0.4 }));
    return s;
  },
  // Halloween: pumpkins and costumes.
  13(w, h, r) {
    let s = rect(0, 0, w, h, 0, '#3B2D5C') + circle(w * 0.84, h * 0.18, h * 0.1, C.y2) + rect(0, h * 0.78, w, h * 0.22, 0, '#2A2044') + S.bunting(0, h * 0.04, w, h * 0.04, 12, [C.o5, C.ink2, C.o3, C.y5]);
    const pumpkin = (x, y, k) => ellipse(x, y, 34 * k, 26 * k, C.o5) + ellipse(x, y, 14 * k, 26 * k, C.o4) + rect(x - 3 * k, y - 34 * k, 6 * k, 10 * k, 2, C.g5) + path(P`M${x - 16 * k} ${y - 6 * k}l${8 * k} ${-8 * k}l${8 * k} ${8 * k}ZM${x} ${y - 6 * k}l${8 * k} ${-8 * k}l${8 * k} ${8 * k}Z`, C.ink) + path(P`M${x - 16 * k} ${y + 6 * k}Q${x} ${y + 18 * k} ${x + 16 * k} ${y + 6 * k}Z`, C.ink);
    s += pumpkin(w * 0.08, h * 0.88, h / 300) + pumpkin(w * 0.92, h * 0.9, h / 260) + pumpkin(w * 0.5, h * 0.93, h / 420);
    const list = kids(r, 4);
    const hats = [{ hat: 'party', accent: C.o5 }, { hat: 'party', accent: '#7B5BB5' }, {}, { hat: 'party', accent: C.g5 }];
    list.forEach((k, i) => { s += place(w * (0.2 + i * 0.2), h * 0.96, (h * 0.46) / 100, { ...k, ...hats[i], shirt: [C.o5, '#7B5BB5', C.ink2, C.g5][i], pose: i % 2 ? ['down', 'up'] : ['wave', 'down'], item: i % 2 ? { kind: 'flag', color: C.o4 } : null, itemHand: 'right', expr: 'open' }); });
    return s;
  },
  // Calm breathing: a parent and child breathing slowly together.
  14(w, h, r) {
    let s = room(w, h, r, { wall: C.b1, floorY: h * 0.7, floor: C.g1 }) + S.rug(w / 2, h * 0.9, w * 0.7, h * 0.14, C.b2, C.b0);
    for (let i = 3; i > 0; i--) s += circle(w / 2, h * 0.58, h * 0.1 * i + h * 0.06, C.b3, { opacity: 0.14 });
    s += rect(w * 0.06, h * 0.1, w * 0.24, h * 0.16, 12, C.white) + text(w * 0.18, h * 0.205, '4 · 7 · 8', { size: Math.round(h * 0.06), fill: C.b6 });
    s += place(w * 0.38, h * 0.92, (h * 0.6) / 100, { ...randomAdult(r, { gender: 'w', smart: false }), mode: 'floor', pose: ['hip', 'hip'], expr: 'calm' });
    s += place(w * 0.62, h * 0.92, (h * 0.46) / 100, { ...randomKid(r, {}), mode: 'floor', pose: ['hip', 'hip'], expr: 'calm' });
    return s + S.plant(w * 0.9, h * 0.74, h / 260, { tall: true }) + S.heart(w * 0.8, h * 0.2, h * 0.04);
  },
  // Emergency numbers: a child practises calling on a phone.
  15(w, h, r) {
    let s = room(w, h, r, { wall: C.o1, floorY: h * 0.74 });
    [['113', C.b6], ['114', C.red], ['115', C.g5]].forEach(([n, c], i) => { s += rect(w * (0.06 + i * 0.13), h * 0.12, w * 0.11, h * 0.16, 12, c) + text(w * (0.115 + i * 0.13), h * 0.225, n, { size: Math.round(h * 0.065), fill: C.white }); });
    s += S.phone(w * 0.82, h * 0.34, h * 0.14, ['114']);
    s += place(w * 0.34, h * 0.95, (h * 0.6) / 100, { ...randomAdult(r, { gender: 'm', smart: false }), pose: ['down', 'point'], look: 0.6, expr: 'open' });
    s += place(w * 0.56, h * 0.96, (h * 0.44) / 100, { ...randomKid(r, {}), pose: ['down', 'hold'], item: { kind: 'phone' }, itemHand: 'right', look: -0.3, expr: 'open' });
    return s + place(w * 0.7, h * 0.96, (h * 0.4) / 100, { ...randomKid(r, {}), pose: ['down', 'raise'], look: -0.5, expr: 'open' });
  },
  // Placement test: a child answers, a teacher listens.
  16(w, h, r) {
    let s = room(w, h, r, { wall: C.b0, floorY: h * 0.66 }) + S.whiteboard(w * 0.56, h * 0.08, w * 0.32, h * 0.24, ['Level test', 'Free'], { doodle: true });
    s += S.clock(w * 0.14, h * 0.18, h * 0.07) + S.windowBox(w * 0.26, h * 0.08, h * 0.3, h * 0.3);
    s += place(w * 0.32, h * 0.8, (h * 0.44) / 100, { ...randomKid(r, {}), mode: 'seat', pose: ['desk', 'write'], look: 0.4, expr: 'smile' });
    s += place(w * 0.66, h * 0.8, (h * 0.56) / 100, { ...randomAdult(r, { foreign: true }), mode: 'seat', pose: ['desk', 'hand'], look: -0.5, expr: 'open' });
    s += S.table(w / 2, h * 0.8, w * 0.7, h / 200) + g(S.paper(0, 0, h * 0.1, { grade: '' }), { transform: tr(w * 0.38, h * 0.77, 1, -78) }) + S.bookStack(w * 0.56, h * 0.79, h / 300, [C.o5, C.b6]);
    return s;
  },
  // Summer camp: tents, a campfire and a flag.
  17(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.b1) + S.sunMark(w * 0.88, h * 0.14, h * 0.05) + path(P`M0 ${h * 0.56}Q${w * 0.5} ${h * 0.46} ${w} ${h * 0.56}V${h}H0Z`, C.g2);
    s += S.tree(w * 0.06, h * 0.6, h / 420) + S.tree(w * 0.94, h * 0.62, h / 460);
    const tent = (x, y, k, c) => path(P`M${x - 90 * k} ${y}L${x} ${y - 110 * k}L${x + 90 * k} ${y}Z`, c) + path(P`M${x - 22 * k} ${y}L${x} ${y - 60 * k}L${x + 22 * k} ${y}Z`, C.b9);
    s += tent(w * 0.2, h * 0.66, h / 400, C.o5) + tent(w * 0.76, h * 0.64, h / 440, C.b5);
    s += rect(w * 0.5 - 3, h * 0.2, 6, h * 0.44, 2, C.grey5) + path(P`M${w * 0.5 + 3} ${h * 0.2}l${h * 0.14} ${h * 0.04}l${-h * 0.14} ${h * 0.05}Z`, C.o5);
    s += path(P`M${w * 0.5 - 30} ${h * 0.9}q30 -70 60 0Z`, C.o4) + path(P`M${w * 0.5 - 16} ${h * 0.9}q16 -40 32 0Z`, C.y5) + rect(w * 0.5 - 40, h * 0.9, 80, 8, 4, C.wood3);
    s += row(w, h * 0.98, kids(r, 2), 0.12, 0.42, h * 0.34, () => ({ mode: 'floor', pose: ['clap', 'clap'], look: 0.5 }));
    s += row(w, h * 0.98, kids(r, 2), 0.58, 0.88, h * 0.34, () => ({ mode: 'floor', pose: ['up', 'down'], look: -0.5 }));
    return s;
  },
  // KET / PET: teenagers with their results.
  18(w, h, r) {
    let s = room(w, h, r, { wall: C.o1, floorY: h * 0.78, floor: C.o2 }) + S.confetti(r, 0, 0, w, h * 0.3, 24);
    s += rect(w * 0.34, h * 0.08, w * 0.32, h * 0.14, 12, C.b6) + text(w * 0.5, h * 0.175, 'KET · PET', { size: Math.round(h * 0.065), fill: C.white });
    s += row(w, h * 0.96, kids(r, 4, { age: 'teen' }), 0.06, 0.94, h * 0.5, (i) => ({ pose: i % 2 ? ['down', 'up'] : 'show', item: i % 2 ? null : { kind: 'paper', grade: 'A' }, medal: i === 1, look: r.range(-0.4, 0.4) }));
    return s;
  },
  // Scholarship: a student receives the award on stage.
  19(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.b7) + rect(0, h * 0.74, w, h * 0.26, 0, C.wood2) + rect(0, h * 0.74, w, h * 0.03, 0, C.wood);
    s += path(P`M${w * 0.3} 0L${w * 0.7} 0L${w * 0.82} ${h * 0.76}L${w * 0.18} ${h * 0.76}Z`, C.y2, { opacity: 0.18 }) + rect(w * 0.32, h * 0.08, w * 0.36, h * 0.13, 12, C.white) + text(w * 0.5, h * 0.165, 'Scholarship', { size: Math.round(h * 0.05), fill: C.o6 });
    s += place(w * 0.38, h * 0.82, (h * 0.58) / 100, { ...randomAdult(r, { gender: 'w' }), pose: ['down', 'hand'], look: 0.5, expr: 'open' });
    s += place(w * 0.58, h * 0.82, (h * 0.5) / 100, { ...randomKid(r, { age: 'teen' }), pose: 'show', item: { kind: 'certificate' }, look: -0.4, expr: 'open' });
    s += S.confetti(r, w * 0.2, h * 0.22, w * 0.6, h * 0.3, 20) + S.star(w * 0.12, h * 0.3, h * 0.04) + S.star(w * 0.88, h * 0.34, h * 0.04, C.o4);
    return s;
  },
  // Costume day: children dressed as the characters of their storybooks, on a sunny afternoon.
  20(w, h, r) {
    let s = rect(0, 0, w, h, 0, C.b0) + S.confetti(r, 0, h * 0.12, w, h * 0.4, 30) + rect(0, h * 0.78, w, h * 0.22, 0, C.o2) + S.bunting(0, h * 0.04, w, h * 0.04, 12);
    s += S.balloon(w * 0.07, h * 0.42, h / 520, C.o5) + S.balloon(w * 0.94, h * 0.38, h / 560, C.b5);
    const costumes = [{ hat: 'crown', accent: C.y5 }, { hat: 'party', accent: '#7B5BB5' }, { hat: 'crown', accent: C.y3 }, { hat: 'party', accent: C.g5 }];
    kids(r, 4).forEach((k, i) => { s += place(w * (0.2 + i * 0.2), h * 0.96, (h * 0.46) / 100, { ...k, ...costumes[i], shirt: [C.red, '#7B5BB5', C.b5, C.g5][i], pose: i % 2 ? ['down', 'up'] : ['wave', 'down'], item: i % 2 ? { kind: 'book', color: C.o5 } : null, itemHand: 'right', expr: 'open' }); });
    return s;
  },
};

export const newsScene = (v, w, h, r) => (NEWS[v] || NEWS[1])(w, h, r);

/** The registration block: a teacher welcomes a parent and child to a trial class. */
export function registrationScene(w, h, r) {
  let s = rect(0, 0, w, h, 0, C.b0) + circle(w * 0.5, h * 0.56, w * 0.44, C.o1) + rect(0, h * 0.84, w, h * 0.16, 0, C.o2, { opacity: 0.6 });
  s += S.door(w * 0.8, h * 0.84, w * 0.2, h * 0.42) + S.balloon(w * 0.64, h * 0.3, h / 520, C.o5) + S.balloon(w * 0.95, h * 0.32, h / 560, C.b5);
  s += S.sunMark(w * 0.14, h * 0.14, w * 0.05, { rays: 10 }) + S.star(w * 0.32, h * 0.1, 9) + S.sparkle(w * 0.5, h * 0.2, 12, C.o4);
  const t = randomAdult(r, { gender: 'w' });
  s += place(w * 0.66, h * 0.92, (h * 0.56) / 100, { ...t, pose: ['wave', 'down'], item: { kind: 'tablet' }, itemHand: 'right', look: -0.5, expr: 'open' });
  const mum = randomAdult(r, { gender: 'w', smart: false });
  s += place(w * 0.2, h * 0.93, (h * 0.56) / 100, { ...mum, style: t.style === 'bun' ? 'bob' : 'bun', pose: ['down', 'hand'], look: 0.5, expr: 'smile' });
  s += place(w * 0.38, h * 0.94, (h * 0.38) / 100, { ...randomKid(r, { gender: 'b' }), pose: ['hand', 'wave'], look: 0.4, backpack: C.b6, expr: 'open' });
  s += say(w * 0.3, h * 0.1, 'Hello!', { size: h * 0.05, color: C.o6 }, w, h);
  return s;
}

/** About page hero: teachers and children together in the garden (the school itself is in the timeline). */
export function familyScene(w, h, r) {
  let s = rect(0, 0, w, h, 0, C.o1) + S.sunMark(w * 0.86, h * 0.16, h * 0.06, { rays: 12 }) + S.cloud(w * 0.3, h * 0.16, h / 500);
  s += path(P`M0 ${h * 0.7}Q${w * 0.4} ${h * 0.6} ${w} ${h * 0.7}V${h}H0Z`, C.g2) + S.tree(w * 0.08, h * 0.72, h / 460) + S.bush(w * 0.94, h * 0.74, h / 300);
  const ppl = [randomKid(r, {}), { ...randomAdult(r, { gender: 'w' }), glasses: false }, randomKid(r, { age: 'teen' }), randomKid(r, { age: 'toddler' }), { ...randomAdult(r, { gender: 'm', foreign: true }), glasses: true }];
  // Only the outer people wave; the others hold hands, so no arm crosses a face.
  const poses = [['wave', 'hand'], ['hand', 'hand'], ['hand', 'hand'], ['hand', 'hand'], ['hand', 'wave']];
  ppl.forEach((p, i) => {
    const hgt = h * (p.age === 'adult' ? 0.66 : p.age === 'teen' ? 0.56 : p.age === 'toddler' ? 0.36 : 0.46);
    s += place(w * (0.16 + i * 0.15), h * 0.96, hgt / 100, { ...p, pose: poses[i], expr: 'open', look: i < 2 ? 0.3 : -0.3 });
  });
  return s;
}

/** Timeline 2023: the new, modern campus (glass front, playground), not the 2018 building. */
export function newCampus(w, h, r) {
  let s = rect(0, 0, w, h, 0, C.b1) + S.cloud(w * 0.8, h * 0.14, h / 500) + rect(0, h * 0.8, w, h * 0.2, 0, C.grey1) + rect(0, h * 0.76, w, h * 0.05, 0, C.g2);
  const bx = w * 0.08, bw = w * 0.6, top = h * 0.14;
  s += rect(bx, top, bw, h * 0.64, 6, C.white) + rect(bx, top, bw, h * 0.06, 6, C.o5);
  for (let fl = 0; fl < 3; fl++) for (let c = 0; c < 4; c++) s += rect(bx + 14 + c * (bw - 28) / 4, top + h * 0.1 + fl * h * 0.15, (bw - 28) / 4 - 10, h * 0.11, 3, fl === 2 && c > 0 && c < 3 ? C.b3 : C.b2);
  s += rect(bx + bw * 0.38, h * 0.6, bw * 0.24, h * 0.18, 3, C.b4) + S.sunMark(bx + bw * 0.5, top - h * 0.04, h * 0.03, { rays: 8 });
  // playground
  s += rect(w * 0.76, h * 0.44, 8, h * 0.34, 3, C.o5) + rect(w * 0.9, h * 0.44, 8, h * 0.34, 3, C.o5) + rect(w * 0.75, h * 0.42, w * 0.17, 10, 4, C.o6);
  s += stroke(P`M${w * 0.8} ${h * 0.44}V${h * 0.64}M${w * 0.86} ${h * 0.44}V${h * 0.64}`, C.grey5, 2) + rect(w * 0.79, h * 0.64, w * 0.08, 6, 3, C.b6);
  s += row(w, h * 0.97, kids(r, 3, { uniform: true }), 0.66, 0.98, h * 0.3, (i) => ({ pose: i === 1 ? ['up', 'up'] : ['down', 'wave'], backpack: [C.o5, C.b6, C.y5][i] }));
  s += S.plant(w * 0.05, h * 0.8, h / 260) + S.tree(w * 0.72, h * 0.8, h / 520);
  return s;
}
