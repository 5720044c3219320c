// One drawing function per manifest `kind`. Each returns the inner SVG markup for a w×h canvas.
import { P, f, clip, circle, ellipse, rect, path, stroke, g, tr, text } from './svg.mjs';
import { C, SKINS, HAIRS, SKINS_FOREIGN, HAIRS_FOREIGN } from './palette.mjs';
import { place, randomKid, randomAdult, bust, say, faceTraits, drawnAs } from './people.mjs';
import * as S from './shapes.mjs';
import * as Sc from './scenes.mjs';
import { wrap } from './font.mjs';
import { newsScene, registrationScene, familyScene, newCampus } from './news.mjs';
import { questionPicture } from './objects.mjs';
import { contactMap } from './map.mjs';

// ------------------------------------------------------------------ framing helpers
/** Calm, softly decorated backdrop; text goes on top of it in HTML. */
function calm(W, H, r, tone = 'cream', tall = false) {
  const base = tone === 'blue' ? C.b0 : C.o0;
  let s = rect(0, 0, W, H, 0, base);
  s += circle(W * 0.02, H * 0.98, Math.min(W, H) * 0.42, tone === 'blue' ? C.b1 : C.o1, { opacity: 0.8 });
  s += circle(W * 0.4, -H * 0.02, Math.min(W, H) * 0.16, tone === 'blue' ? C.o1 : C.b1, { opacity: 0.8 });
  // Phones put the title, lead and button over the whole calm part: no dots or sparkles there.
  if (tall) return s + S.sparkle(W * 0.92, H * 0.9, Math.min(W, H) * 0.022, C.y3);
  for (let i = 0; i < 4; i++) for (let j = 0; j < 3; j++) s += circle(W * 0.03 + i * 16, H * 0.08 + j * 16, 2.6, C.b2);
  s += S.sparkle(W * 0.36, H * 0.82, Math.min(W, H) * 0.022, C.y3) + circle(W * 0.3, H * 0.18, 6, C.o2);
  return s;
}
/** Wide hero: calm left part (47 % unless told), scene on the right inside a soft curved panel. */
function heroWide(W, H, r, scene, tone, start = 0.47) {
  const x0 = Math.round(W * start);
  const d = P`M${x0 + H * 0.1} 0H${W}V${H}H${x0 - H * 0.02}C${x0 - H * 0.08} ${H * 0.6} ${x0} ${H * 0.28} ${x0 + H * 0.1} 0Z`;
  const band = P`M${x0 + H * 0.1 - 24} 0H${x0 + H * 0.2}L${x0 - H * 0.02 + 20} ${H}H${x0 - H * 0.02 - 24}C${x0 - H * 0.08 - 24} ${H * 0.6} ${x0 - 24} ${H * 0.28} ${x0 + H * 0.1 - 24} 0Z`;
  const sx = x0 - H * 0.06;
  return calm(W, H, r, tone) + path(band, tone === 'blue' ? C.b2 : C.o2) + clip(d, g(scene(W - sx, H), { transform: tr(sx, 0) }));
}
/** Portrait hero: calm top (45 % unless told), scene in the lower part under a wave. */
function heroTall(W, H, r, scene, tone, calmTop = 0.45) {
  const y0 = Math.round(H * calmTop);
  const d = P`M0 ${y0 + 50}C${W * 0.35} ${y0 - 20} ${W * 0.62} ${y0 + 60} ${W} ${y0}V${H}H0Z`;
  const band = P`M0 ${y0 + 30}C${W * 0.35} ${y0 - 40} ${W * 0.62} ${y0 + 40} ${W} ${y0 - 20}V${y0 + 20}H0Z`;
  return calm(W, y0 + 60, r, tone, true) + rect(0, y0 + 60, W, H - y0 - 60, 0, tone === 'blue' ? C.b0 : C.o0) + path(band, tone === 'blue' ? C.b2 : C.o2) + clip(d, g(scene(W, H - y0 + 20), { transform: tr(0, y0 - 20) }));
}

// ------------------------------------------------------------------ courses
export const COURSE = {
  1: { age: 'child', wall: '#E2F3EA', tone: 'cream', scene: (w, h, r) => Sc.lifeSkills(w, h, r) },
  3: { age: 'child', wall: C.b1, tone: 'blue', scene: (w, h, r) => Sc.cambridgePath(w, h, r, { cert: w > h }) },
  4: { age: 'toddler', wall: C.y1, tone: 'cream', scene: (w, h, r) => Sc.blocks(w, h, r) },
  5: { age: 'child', wall: C.o1, tone: 'cream', scene: (w, h, r) => Sc.flashcards(w, h, r, { uniform: true }) },
  6: { age: 'teen', wall: C.b1, tone: 'blue', scene: (w, h, r) => Sc.classroom(w, h, r, { age: 'teen', papers: true, board: ['Cambridge', 'KET · PET'], uniform: true, maxFront: 4, boardX: w > h * 1.6 ? w * 0.15 : undefined }) },
  7: { age: 'adult', wall: C.o1, tone: 'cream', scene: (w, h, r) => graduation(w, h, r) },
  8: { age: 'adult', wall: C.cream, tone: 'blue', scene: (w, h, r) => Sc.talk(w, h, r) },
};

function graduation(w, h, r) {
  let bg = rect(0, 0, w, h, 0, C.o1) + rect(0, h * 0.8, w, h * 0.2, 0, C.o2);
  const bw = Math.min(w * 0.34, h * 0.5);
  bg += S.whiteboard(w - bw - w * 0.05, h * 0.06, bw, bw * 0.42, ['IELTS 7.5', 'SAT 1450'], { doodle: false });
  bg += S.confetti(r, 0, 0, w * 0.5, h * 0.35, 16);
  const people = Sc.kidList(r, w > h * 1.2 ? 4 : 3, { age: 'teen' }).map((k, i) => ({ ...k, hat: 'grad', pose: i === 0 ? ['up', 'down'] : i === 1 ? ['down', 'show'] : ['wave', 'down'], item: i === 1 ? { kind: 'certificate' } : null, itemHand: 'right', expr: 'open' }));
  return Sc.group(w, h, r, { bg, people, bunting: false, margin: w * 0.04, scale: 0.86 });
}

const OUTCOMES = { 1: ['selfcare', 'teamwork', 'breathing', 'emergency'], 4: ['speaking', 'song', 'confidence'], 5: ['reading', 'speaking', 'writing', 'certificate'], 6: ['exam', 'speaking', 'certificate'], 7: ['ielts', 'presentation', 'graduation', 'travel'], 8: ['speaking', 'confidence', 'teamwork'], 3: ['certificate'] };
const METHODS = { 1: ['personal', 'social', 'emotion', 'safety'], 4: ['tpr', 'immersion', 'song', 'vak'], 5: ['immersion', 'tpr', 'clil', 'positive'], 6: ['immersion', 'clil', 'positive'], 7: ['immersion', 'clil', 'vak'], 8: ['immersion', 'roleplay', 'vak'], 3: ['immersion'] };

// A course page shows its hero and these nine: none repeats the hero's scene or another one here.
const CLASS_SCENES = {
  1: ['reading', 'calm', 'groupWork', 'park', 'safetyClass', 'presentation', 'craft', 'party', 'science'],
  3: ['cambridgeClass', 'flashcards', 'presentation', 'groupWork', 'reading', 'park', 'classroom', 'stage', 'starters'],
  4: ['calm', 'classroom', 'reading', 'park', 'craft', 'stage', 'groupWork', 'flashcards', 'party'],
  5: ['classroom', 'online', 'groupWork', 'reading', 'presentation', 'park', 'science', 'craft', 'stage'],
  6: ['stage', 'classroom', 'groupWork', 'presentation', 'reading', 'talk', 'science', 'park', 'online'],
  7: ['ieltsClass', 'stage', 'groupWork', 'presentation', 'talk', 'online', 'reading', 'papers', 'park'],
  8: ['talkOut', 'papers', 'groupWork', 'presentation', 'classroom', 'online', 'reading', 'ieltsClass', 'park'],
};

function classScene(type, w, h, r, age, wall) {
  const o = { age, wall };
  switch (type) {
    case 'crossing': return Sc.crossing(w, h, r, { n: 3, uniform: true });
    case 'calm': return Sc.calmCorner(w, h, r, {});
    case 'lifeSkills': return Sc.lifeSkills(w, h, r);
    case 'safetyClass': return Sc.classroom(w, h, r, { ...o, board: ['Safety first!', '113 · 114 · 115'], uniform: true });
    case 'cambridgeClass': return Sc.classroom(w, h, r, { ...o, board: ['Cambridge', 'Starters'], foreign: true });
    case 'starters': return Sc.classroom(w, h, r, { ...o, board: ['Movers', 'Flyers'], uniform: true, teacherItem: { kind: 'closedBook', color: C.o5 } });
    case 'classroom': return Sc.classroom(w, h, r, { ...o, age: age === 'adult' ? 'teen' : age, uniform: age === 'child' && r.chance(0.6), foreign: r.chance(0.4), board: age === 'adult' ? ['Hi! How are you?'] : undefined });
    case 'papers': return Sc.classroom(w, h, r, { ...o, age: 'teen', papers: true, board: age === 'adult' ? ['SAT', 'Practice test'] : ['Exam practice'], maxFront: 4, uniform: true });
    case 'ieltsClass': return Sc.classroom(w, h, r, { ...o, age: 'teen', board: ['IELTS', 'Writing Task 2'], foreign: true });
    case 'groupWork': return Sc.groupWork(w, h, r, { ...o, word: age === 'adult' ? 'Let’s discuss!' : age === 'teen' ? 'Project' : 'Team!' });
    case 'reading': return Sc.reading(w, h, r, { ...o, age: age === 'adult' ? 'teen' : age });
    case 'presentation': return Sc.presentation(w, h, r, o);
    case 'park': return Sc.park(w, h, r, { age: age === 'adult' ? 'teen' : age, n: w > h * 1.2 ? 4 : 3 });
    case 'flashcards': return Sc.flashcards(w, h, r, { age: age === 'toddler' ? 'toddler' : 'child', n: 3 });
    case 'blocks': return Sc.blocks(w, h, r, {});
    case 'craft': return Sc.craft(w, h, r);
    case 'science': return Sc.science(w, h, r);
    case 'stage': return Sc.stage(w, h, r, { age });
    case 'party': return Sc.party(w, h, r);
    case 'talk': return Sc.talk(w, h, r, { age: age === 'teen' ? 'teen' : 'adult', n: 2, lines: r.pick([['Hi! How are you?', 'I’m fine, thank you!'], ['Where are you from?', 'I’m from Hà Nội.'], ['What do you like?', 'I love music!']]) });
    case 'talkOut': return Sc.talk(w, h, r, { outdoor: true, n: 2, lines: ['Excuse me!', 'Can I help you?'] });
    case 'online': return Sc.online(w, h, r);
    case 'graduation': return graduation(w, h, r);
    default: return Sc.classroom(w, h, r, o);
  }
}

// ------------------------------------------------------------------ spot illustrations (outcomes, methods)
function eyeIcon(x, y, s) { return ellipse(x, y, 20 * s, 12 * s, C.white) + circle(x, y, 8 * s, C.b5) + circle(x, y, 3.5 * s, C.ink); }
function earIcon(x, y, s) { return path(P`M${x - 10 * s} ${y - 4 * s}A${13 * s} ${14 * s} 0 1 1 ${x + 12 * s} ${y + 6 * s}Q${x + 6 * s} ${y + 12 * s} ${x + 4 * s} ${y + 20 * s}Q${x - 4 * s} ${y + 26 * s} ${x - 8 * s} ${y + 16 * s}`, C.pink, { stroke: C.o6, 'stroke-width': 3 * s }); }
function handIcon(x, y, s) {
  const c = C.o4;
  let o = rect(x - 12 * s, y - 6 * s, 24 * s, 22 * s, 9 * s, c);
  [-9, -3, 3, 9].forEach((dx, i) => { o += rect(x + dx * s - 2.6 * s, y - (18 + (i === 1 || i === 2 ? 4 : 0)) * s, 5.2 * s, 18 * s, 2.6 * s, c); });
  return o + rect(x + 10 * s, y - 2 * s, 5 * s, 14 * s, 2.5 * s, c, { transform: `rotate(-35 ${f(x + 12 * s)} ${f(y + 4 * s)})` });
}
function faceCard(x, y, s, mood, col) {
  let o = circle(x, y, 18 * s, col) + circle(x - 6 * s, y - 3 * s, 2.2 * s, C.ink) + circle(x + 6 * s, y - 3 * s, 2.2 * s, C.ink);
  const m = mood === 'happy' ? P`M${x - 7 * s} ${y + 5 * s}Q${x} ${y + 12 * s} ${x + 7 * s} ${y + 5 * s}` : mood === 'sad' ? P`M${x - 7 * s} ${y + 10 * s}Q${x} ${y + 3 * s} ${x + 7 * s} ${y + 10 * s}` : P`M${x - 6 * s} ${y + 8 * s}L${x + 6 * s} ${y + 8 * s}`;
  return o + stroke(m, C.ink, 2.2 * s);
}

function spot(type, w, h, r, age) {
  const bgc = r.pick([C.o1, C.b1, C.y1, C.cream]);
  let s = rect(0, 0, w, h, 0, bgc) + S.blob(w * 0.5, h * 0.5, w * 0.36, h * 0.4, r, C.white, 9, 0.12, { opacity: 0.75 }) + ellipse(w * 0.5, h * 0.9, w * 0.3, h * 0.04, C.grey2, { opacity: 0.7 });
  const kidAge = age === 'adult' ? 'teen' : age;
  const kid = (o = {}) => randomKid(r, { age: kidAge, ...o });
  // Figures stay in the lower three quarters, so bubbles and signs have the top to themselves.
  const hs = (h * (age === 'toddler' ? 0.56 : age === 'child' ? 0.62 : 0.64)) / 100;
  const ah = (h * 0.62) / 100;
  const B = (x, y, str, o) => say(x, y, str, o, w, h);
  const fy = h * 0.9;
  const one = (o, x = w * 0.4) => place(x, fy, hs, { expr: 'open', ...o });
  switch (type) {
    case 'speaking': s += one({ ...kid(), pose: ['down', 'wave'] }) + B(w * 0.5, h * 0.05, age === 'adult' ? 'Nice to meet you!' : 'Hello!', { size: h * 0.06 }) + B(w * 0.62, h * 0.3, 'I can!', { fill: C.o5, textColor: C.white, size: h * 0.05 }); break;
    case 'song': s += one({ ...kid(), pose: ['clap', 'clap'] }); for (let i = 0; i < 4; i++) s += S.musicNote(w * (0.6 + (i % 2) * 0.16), h * (0.25 + i * 0.12), h / 200, [C.b5, C.o5, C.y6, C.g5][i]); break;
    case 'confidence': s += one({ ...kid(), pose: ['up', 'up'] }, w / 2); for (let i = 0; i < 5; i++) s += S.star(w * (0.2 + i * 0.15), h * (0.18 + (i % 2) * 0.1), h * 0.035, i % 2 ? C.o4 : C.y5); break;
    case 'reading': s += place(w * 0.42, h * 0.92, hs * 0.95, { ...kid(), mode: 'floor', pose: 'hold', item: { kind: 'book', color: C.b6 } }) + S.bookStack(w * 0.76, h * 0.9, h / 300) + S.sparkle(w * 0.7, h * 0.3, h * 0.04, C.y5); break;
    case 'writing': s += place(w * 0.4, h * 0.7, hs * 0.9, { ...kid(), mode: 'seat', pose: ['desk', 'write'] }) + S.desk(w * 0.4, h * 0.66, w * 0.5, hs * 0.9) + g(S.paper(0, 0, h * 0.12, { grade: '' }), { transform: tr(w * 0.46, h * 0.62, 1, -80) }) + B(w * 0.64, h * 0.06, 'ABC', { size: h * 0.07, color: C.o6 }); break;
    case 'certificate': s += one({ ...kid(), pose: 'show', item: { kind: 'certificate' } }) + S.sparkle(w * 0.74, h * 0.24, h * 0.05) + S.star(w * 0.2, h * 0.2, h * 0.03) + S.medal(w * 0.74, h * 0.6, h / 200); break;
    case 'exam': s += one({ ...kid(), pose: 'show', item: { kind: 'paper', grade: 'A+' } }) + S.clock(w * 0.75, h * 0.3, h * 0.1) + S.sparkle(w * 0.2, h * 0.2, h * 0.04); break;
    case 'ielts': s += one({ ...kid(), pose: 'show', item: { kind: 'paper', grade: '7.5' } }) + rect(w * 0.6, h * 0.16, w * 0.3, h * 0.14, h * 0.07, C.b6) + text(w * 0.75, h * 0.26, 'IELTS', { size: Math.round(h * 0.08), fill: C.white }) + S.star(w * 0.7, h * 0.5, h * 0.04); break;
    case 'presentation': s += S.easel(w * 0.7, h * 0.9, h / 260, S.chart(w * 0.7, h * 0.9 - 82 * h / 260, h / 260)) + one({ ...kid(), pose: ['down', 'point'], look: 0.6 }, w * 0.34); break;
    case 'graduation': s += one({ ...kid(), hat: 'grad', pose: ['up', 'down'] }, w / 2) + S.confetti(r, w * 0.1, h * 0.05, w * 0.8, h * 0.3, 14); break;
    case 'travel': s += place(w * 0.38, fy, ah, { ...randomAdult(r, { smart: false }), pose: ['down', 'hold'], item: { kind: 'globe' }, itemHand: 'right', expr: 'open' }) + S.globe(w * 0.74, h * 0.45, h * 0.14) + path(P`M${w * 0.6} ${h * 0.14}l${h * 0.1} ${h * 0.03}l${h * 0.06} ${-h * 0.05}l${h * 0.02} ${h * 0.01}l${-h * 0.03} ${h * 0.06}l${h * 0.05} ${h * 0.02}l0 ${h * 0.02}l${-h * 0.2} ${-h * 0.04}Z`, C.b5); break;
    case 'teamwork': { const a = kid({ gender: 'g' }), b = kid({ gender: 'b' }); s += place(w * 0.33, fy, hs, { ...a, pose: ['down', 'high'], expr: 'open', look: 0.6 }) + place(w * 0.67, fy, hs, { ...b, pose: ['high', 'down'], expr: 'open', look: -0.6 }) + S.star(w / 2, h * 0.14, h * 0.05); break; }
    case 'selfcare': s += one({ ...kid(), pose: ['down', 'hold'], item: { kind: 'toothbrush' }, itemHand: 'right', backpack: C.o5 }, w * 0.36) + rect(w * 0.6, h * 0.22, w * 0.28, h * 0.42, 12, C.white) + [0, 1, 2].map((i) => stroke(P`M${w * 0.64} ${h * (0.32 + i * 0.1)}l${h * 0.02} ${h * 0.02}l${h * 0.04} ${-h * 0.04}`, C.g5, h * 0.015) + rect(w * 0.72, h * (0.31 + i * 0.1), w * 0.12, h * 0.02, 2, C.grey2)).join(''); break;
    case 'safety': s += S.walkSignal(w * 0.78, h * 0.9, h / 230) + one({ ...kid(), hat: 'helmet', pose: ['down', 'point'], look: 0.6 }, w * 0.4); break;
    case 'personal': s += one({ ...kid(), pose: ['down', 'wave'], backpack: C.b6 }, w * 0.34) + rect(w * 0.56, h * 0.16, w * 0.34, h * 0.5, 12, C.white) + ['Bag', 'Shoes', 'Book'].map((t, i) => stroke(P`M${w * 0.6} ${h * (0.28 + i * 0.13)}l${h * 0.02} ${h * 0.02}l${h * 0.04} ${-h * 0.04}`, C.g5, h * 0.015) + text(w * 0.7, h * (0.3 + i * 0.13), t, { size: Math.round(h * 0.05), fill: C.b7, anchor: 'start' })).join(''); break;
    case 'social': { const ks = Sc.kidList(r, 3, { age: kidAge }); ks.forEach((k, i) => { s += place(w * (0.24 + i * 0.26), fy, hs * 0.9, { ...k, pose: i === 0 ? ['down', 'hand'] : i === 2 ? ['hand', 'down'] : ['hand', 'hand'], expr: 'open' }); }); s += S.heart(w / 2, h * 0.14, h * 0.05); break; }
    // Eyes closed, a hand on the belly, counting the 4-7-8 breath.
    case 'breathing': s += one({ ...kid(), pose: ['down', 'hip'], expr: 'calm' }, w * 0.36) + [0, 1, 2].map((i) => stroke(P`M${w * (0.5 + i * 0.035)} ${h * (0.36 - i * 0.02)}q${h * 0.05} ${-h * 0.05} ${h * 0.1} 0t${h * 0.1} 0`, C.b4, h * 0.012)).join('') + B(w * 0.58, h * 0.06, '4 - 7 - 8', { size: h * 0.07, color: C.b7 }) + S.heart(w * 0.8, h * 0.56, h * 0.04); break;
    // Calling for help: the phone shows 113, the numbers 114 and 115 on cards beside it.
    case 'emergency': s += one({ ...kid(), pose: ['down', 'hold'], item: { kind: 'phone' }, itemHand: 'right', look: 0.5 }, w * 0.34) + S.phone(w * 0.72, h * 0.42, h * 0.16, ['113']) + [['114', C.red], ['115', C.g5]].map(([n, c], i) => rect(w * (0.84 + 0 * i), h * (0.16 + i * 0.2), w * 0.12, h * 0.14, 10, c) + text(w * 0.9, h * (0.255 + i * 0.2), n, { size: Math.round(h * 0.06), fill: C.white })).join(''); break;
    case 'emotion': s += one({ ...kid(), pose: ['down', 'show'], expr: 'smile' }, w * 0.36) + faceCard(w * 0.7, h * 0.24, h / 120, 'happy', C.y3) + faceCard(w * 0.82, h * 0.5, h / 140, 'sad', C.b3) + faceCard(w * 0.64, h * 0.6, h / 150, 'calm', C.g2); break;
    case 'tpr': { const ks = Sc.kidList(r, 2, { age: kidAge }); s += place(w * 0.32, fy - h * 0.04, hs, { ...ks[0], pose: ['up', 'up'], expr: 'open' }) + place(w * 0.62, fy, hs, { ...ks[1], pose: ['out', 'out'], expr: 'open', walk: 0.8 }) + B(w * 0.66, h * 0.05, 'Jump!', { fill: C.o5, textColor: C.white, size: h * 0.06, tail: 'left' }); break; }
    case 'immersion': { const t = randomAdult(r, { foreign: r.chance(0.5) }); s += place(w * 0.3, fy, ah, { ...t, pose: ['down', 'wave'], look: 0.5 }) + one({ ...kid(), pose: ['down', 'raise'], look: -0.5 }, w * 0.68) + B(w * 0.04, h * 0.04, 'Good morning!', { size: h * 0.05 }) + B(w * 0.62, h * 0.04, 'Hello!', { fill: C.o5, textColor: C.white, size: h * 0.05, tail: 'right' }); break; }
    case 'clil': s += one({ ...kid(), pose: ['down', 'hold'], item: { kind: 'magnifier' }, itemHand: 'right', look: 0.6 }, w * 0.32) + S.plant(w * 0.66, h * 0.9, h / 170) + rect(w * 0.56, h * 0.08, w * 0.38, h * 0.16, 10, C.white) + text(w * 0.75, h * 0.19, '2 + 3 = 5', { size: Math.round(h * 0.06), fill: C.b6 }) + text(w * 0.8, h * 0.34, 'Science', { size: Math.round(h * 0.05), fill: C.g5 }); break;
    case 'positive': { const t = randomAdult(r, { gender: 'w' }); s += place(w * 0.36, fy, ah * 1.15, { ...t, mode: 'floor', pose: ['down', 'out'], look: 0.7 }) + one({ ...kid(), pose: ['down', 'down'], look: -0.6 }, w * 0.66) + S.heart(w * 0.52, h * 0.2, h * 0.05) + S.sparkle(w * 0.75, h * 0.16, h * 0.03); break; }
    case 'vak': s += one({ ...kid(), pose: ['down', 'wave'] }, w * 0.3) + circle(w * 0.72, h * 0.2, h * 0.1, C.b2) + eyeIcon(w * 0.72, h * 0.2, h / 300) + circle(w * 0.82, h * 0.48, h * 0.1, C.o2) + g(earIcon(0, 0, h / 320), { transform: tr(w * 0.82, h * 0.48) }) + circle(w * 0.68, h * 0.74, h * 0.1, C.y2) + handIcon(w * 0.68, h * 0.75, h / 260); break;
    case 'roleplay': { const a = randomAdult(r, { smart: false }), b = randomAdult(r, { smart: false, gender: 'm' }); s += place(w * 0.3, fy, ah, { ...a, pose: ['down', 'wave'], look: 0.6 }) + place(w * 0.7, fy, ah, { ...b, pose: ['hold', 'down'], item: { kind: 'closedBook', color: C.o5 }, itemHand: 'left', look: -0.6 }) + B(w * 0.04, h * 0.03, 'Can I help you?', { size: h * 0.05 }) + B(w * 0.5, h * 0.03, 'Yes, please!', { fill: C.o5, textColor: C.white, size: h * 0.05, tail: 'right' }); break; }
    default: s += one({ ...kid(), pose: ['down', 'wave'] }, w / 2);
  }
  return s;
}

// ------------------------------------------------------------------ portraits
function portraitBg(w, h, r, col) {
  return rect(0, 0, w, h, 0, col === 'o' ? C.o0 : C.b0) + circle(w / 2, h * 0.46, w * 0.42, col === 'o' ? C.o2 : C.b2) + circle(w * 0.84, h * 0.16, w * 0.06, col === 'o' ? C.b2 : C.o2) + S.sparkle(w * 0.14, h * 0.2, w * 0.035, C.y5) + circle(w * 0.12, h * 0.8, w * 0.03, col === 'o' ? C.o3 : C.b3);
}
// Each teacher's hair and clothes; who they are (gender, foreign) comes from their manifest entry.
const TEACHERS = [
  { style: 'long', clothes: C.o5, kind: 'blazer', bg: 'b' },
  { style: 'manSide', hair: HAIRS_FOREIGN[0], clothes: C.b7, kind: 'blazer', tie: C.o5, bg: 'o' },
  { style: 'bob', hair: HAIRS_FOREIGN[3], clothes: C.b5, kind: 'cardigan', inner: C.white, bg: 'o' },
  { style: 'bun', clothes: C.b6, kind: 'blazer', glasses: true, bg: 'o' },
  { style: 'manShort', clothes: C.b1, kind: 'shirt', tie: C.b7, bg: 'b', glasses: true },
  { style: 'ponytail', clothes: C.y5, kind: 'cardigan', inner: C.white, bg: 'b' },
  { style: 'curly', hair: HAIRS_FOREIGN[2], clothes: C.ink2, kind: 'blazer', tie: C.b5, bg: 'b' },
  { style: 'bangs', clothes: C.g5, kind: 'cardigan', inner: C.white, earrings: true, bg: 'o' },
];

// ------------------------------------------------------------------ inner page heroes
/** The scene of an inner page's hero (about, students, teachers, cambridge, news), any size. */
export function pageHeroScene(v, r) {
  const scenes = {
    about: (w, h) => familyScene(w, h, r),
    students: (w, h) => Sc.group(w, h, r, { wall: C.o1, floor: C.o2, confetti: true, people: Sc.kidList(r, 5, { uniform: true }).map((k, i) => ({ ...k, pose: i % 2 ? 'show' : ['down', 'up'], item: i % 2 ? { kind: 'certificate' } : { kind: 'trophy' }, itemHand: i % 2 ? 'both' : 'right', medal: i % 2 === 0, expr: 'open' })) }),
    teachers: (w, h) => Sc.group(w, h, r, { wall: C.b1, floor: C.b2, stagger: true, people: [0, 1, 2, 3].map((i) => ({ ...randomAdult(r, { gender: i === 1 ? 'm' : 'w', foreign: i === 2 }), pose: i % 2 ? ['down', 'hold'] : ['hold', 'down'], item: { kind: 'closedBook', color: [C.o5, C.b6, C.g5, C.y6][i] }, itemHand: i % 2 ? 'right' : 'left', expr: 'open' })) }),
    cambridge: (w, h) => Sc.cambridgePath(w, h, r, {}),
    // A notice board with the latest stories, and the children reading it.
    news: (w, h) => {
      let s = rect(0, 0, w, h, 0, C.b1) + rect(0, h * 0.8, w, h * 0.2, 0, C.b2) + S.confetti(r, 0, 0, w, h * 0.2, 14);
      const bx = w * 0.2, bw = Math.min(w * 0.6, h * 1.1), by = h * 0.12, bh = h * 0.42;
      s += rect(bx - 8, by - 8, bw + 16, bh + 16, 10, C.wood2) + rect(bx, by, bw, bh, 6, C.o1);
      s += S.newspaper(bx + bw * 0.22, by + bh * 0.5, bh / 240) + S.calendar(bx + bw * 0.55, by + bh * 0.52, bh / 260) + g(S.certificate(0, 0, bw * 0.22, bh * 0.42), { transform: tr(bx + bw * 0.74, by + bh * 0.28, 1, 4) });
      [0.22, 0.55, 0.85].forEach((t) => { s += circle(bx + bw * t, by + bh * 0.12, 5, C.red); });
      const list = Sc.kidList(r, 3, { age: 'child' });
      list.forEach((k, i) => { s += place(w * (0.24 + i * 0.22), h * 0.97, (h * 0.4) / 100, { ...k, pose: i === 1 ? ['down', 'point'] : ['down', 'down'], look: 0.3, expr: 'open', backpack: i === 2 ? C.o5 : null }); });
      return s + S.megaphone(w * 0.88, h * 0.3, h / 700) + S.sparkle(w * 0.9, h * 0.62, 14, C.o4);
    },
  };
  return scenes[v];
}
export const pageHeroTone = (v) => (v === 'teachers' || v === 'cambridge' ? 'blue' : 'cream');

// ------------------------------------------------------------------ kinds
export const KINDS = {
  favicon(e) {
    const { width: w } = e;
    return rect(0, 0, w, w, w * 0.22, C.b6) + S.sunMark(w / 2, w / 2, w * 0.2, { rays: 8, rayW: w * 0.085, color: C.o5, ray: C.y5 });
  },
  logo(e) {
    // The dark variant sits on the dark header: lighter shades of the same two colours.
    const dark = e.variant === 'dark';
    return S.sunMark(27, 28, 11.5, { rays: 10, rayW: 3 }) + text(55, 30, 'Mặt Trời Nhỏ', { size: 18.6, fill: dark ? C.o4 : C.o6, anchor: 'start' }) +
      text(55.5, 45.5, 'English & Life Skills', { size: 11.4, fill: dark ? C.b2 : C.b6, anchor: 'start', 'font-weight': 600 });
  },
  'brochure-cover'(e, r) {
    const { width: w, height: h } = e;
    let s = rect(0, 0, w, h, 0, C.cream) + path(P`M0 0H${w}V${h * 0.42}Q${w * 0.6} ${h * 0.5} 0 ${h * 0.4}Z`, C.o5) + circle(w * 0.9, h * 0.06, 40, C.o4) + circle(w * 0.05, h * 0.36, 24, C.o3, { opacity: 0.7 });
    s += path(P`M0 ${h}V${h * 0.86}Q${w * 0.5} ${h * 0.78} ${w} ${h * 0.88}V${h}Z`, C.b6) + S.sunMark(w / 2, 56, 20, { rays: 10, color: C.white, ray: C.y5, face: true });
    s += text(w / 2, 120, 'Mặt Trời Nhỏ', { size: 26, fill: C.white }) + text(w / 2, 140, 'English & Life Skills', { size: 11, fill: C.y1, 'font-weight': 600 });
    const ks = 0.78;
    Sc.kidList(r, 3, { uniform: true }).forEach((k, i) => { s += place(60 + i * 60, 272 + (i % 2) * 4, ks, { ...k, pose: i === 1 ? ['up', 'up'] : 'hold', item: i === 1 ? null : { kind: 'book', color: [C.b6, C.o5, C.g5][i] }, expr: 'open' }); });
    s += S.star(28, 200, 6) + S.star(212, 190, 5, C.b4) + S.sparkle(200, 236, 6, C.o4);
    s += text(w / 2, h - 16, 'Brochure 2025', { size: 15, fill: C.white });
    return s;
  },
  'not-found'(e, r) {
    const { width: w, height: h } = e;
    let s = rect(0, 0, w, h, 0, C.b0) + circle(w * 0.5, h * 0.48, h * 0.42, C.b1) + ellipse(w / 2, h * 0.88, w * 0.36, h * 0.05, C.b2);
    s += rect(w * 0.66, h * 0.3, 8, h * 0.58, 3, C.wood3) + path(P`M${w * 0.6} ${h * 0.26}H${w * 0.84}L${w * 0.88} ${h * 0.31}L${w * 0.84} ${h * 0.36}H${w * 0.6}Z`, C.o5) + path(P`M${w * 0.72} ${h * 0.42}H${w * 0.52}L${w * 0.48} ${h * 0.47}L${w * 0.52} ${h * 0.52}H${w * 0.72}Z`, C.b5);
    s += text(w * 0.73, h * 0.335, 'A B C', { size: 14, fill: C.white }) + text(w * 0.61, h * 0.495, '1 2 3', { size: 14, fill: C.white });
    s += circle(w * 0.5, h * 0.16, 30, C.y5) + text(w * 0.5, h * 0.16 + 14, '?', { size: 40, fill: C.white });
    const k = randomKid(r, { gender: 'g', age: 'child' });
    s += place(w * 0.36, h * 0.9, 2.6, { ...k, pose: 'show', expr: 'o', look: 0.5, backpack: C.o5, item: { kind: 'map' } });
    return s;
  },
  // The home banner is drawn `object-fit: cover` at the right edge: at 1440 px the left 480 px are cut
  // off and the caption and buttons reach x ≈ 1100 of the picture, so people start right of x ≈ 1200.
  banner(e, r) {
    const scene = e.variant === 1 ? (w, h) => Sc.classroom(w, h, r, { board: ['Hello!', 'A B C'], uniform: true, wall: C.b1, teacherGender: 'w', boardX: w * 0.1, maxFront: 4 }) : (w, h) => Sc.crossing(w, h, r, { n: 3, uniform: true, zebraX: 0.2 });
    return heroWide(e.width, e.height, r, scene, e.variant === 1 ? 'cream' : 'blue', 0.62);
  },
  // Phones: caption and button take the top 45 % of the picture; the scene starts below 52 %.
  'banner-mobile'(e, r) {
    const scene = e.variant === 1 ? (w, h) => Sc.classroom(w, h, r, { board: ['Hello!'], uniform: true, wall: C.b1, maxFront: 3, teacherGender: 'w' }) : (w, h) => Sc.crossing(w, h, r, { n: 2, uniform: true, zebraX: 0.12 });
    return heroTall(e.width, e.height, r, scene, e.variant === 1 ? 'cream' : 'blue', 0.52);
  },
  mission(e, r) {
    const { width: w, height: h } = e;
    let s = rect(0, 0, w, h, 0, C.o0) + circle(w / 2, h * 0.55, w * 0.44, C.b1);
    s += S.sunMark(w * 0.5, h * 0.24, w * 0.12, { rays: 14, face: true, rayW: w * 0.025 });
    s += S.cloud(w * 0.2, h * 0.3, 1.2) + S.cloud(w * 0.83, h * 0.36, 0.9);
    s += path(P`M${w * 0.06} ${h * 0.86}Q${w * 0.5} ${h * 0.74} ${w * 0.94} ${h * 0.86}L${w * 0.94} ${h}L${w * 0.06} ${h}Z`, C.g2);
    s += S.bookStack(w * 0.5, h * 0.86, 1.6, [C.b6, C.o5, C.y5]);
    const k = randomKid(r, { gender: 'g', age: 'child' });
    s += place(w * 0.5, h * 0.86 - 52, 2.7, { ...k, mode: 'floor', pose: 'hold', item: { kind: 'book', color: C.o5 }, expr: 'open' });
    s += S.globe(w * 0.2, h * 0.66, w * 0.07) + S.heart(w * 0.8, h * 0.6, w * 0.05, C.red2) + S.star(w * 0.14, h * 0.14, 10) + S.sparkle(w * 0.86, h * 0.16, 14, C.o4) + S.plant(w * 0.84, h * 0.88, 1.6);
    return s;
  },
  // Inner pages: the title and lead reach x ≈ 0.47 of the picture at 1440 px, so the scene starts at 0.56.
  'page-hero'(e, r) { return heroWide(e.width, e.height, r, pageHeroScene(e.variant, r), pageHeroTone(e.variant), 0.56); },
  /** The same scene in portrait for phones: calm top for the title, the scene below. */
  // Inner pages put a title and a lead of several lines on top: a taller calm part (58 %).
  'page-hero-mobile'(e, r) { return heroTall(e.width, e.height, r, pageHeroScene(e.variant, r), pageHeroTone(e.variant), 0.58); },
  'course-card'(e, r) { return COURSE[e.course].scene(e.width, e.height, r); },
  // Life skills (course 1) draws its hero full width under a text panel reaching x ≈ 0.59; the others sit in a card.
  'course-hero'(e, r) { const c = COURSE[e.course]; return heroWide(e.width, e.height, r, (w, h) => c.scene(w, h, r), c.tone, e.course === '1' ? 0.62 : 0.47); },
  'course-hero-mobile'(e, r) { const c = COURSE[e.course]; return heroTall(e.width, e.height, r, (w, h) => c.scene(w, h, r), c.tone); },
  outcome(e, r) { const list = OUTCOMES[e.course]; return spot(list[(e.variant - 1) % list.length], e.width, e.height, r, COURSE[e.course].age); },
  method(e, r) { const list = METHODS[e.course]; return spot(list[(e.variant - 1) % list.length], e.width, e.height, r, COURSE[e.course].age); },
  'class-scene'(e, r) { const c = COURSE[e.course]; return classScene(CLASS_SCENES[e.course][e.variant - 1], e.width, e.height, r, c.age, c.wall); },
  'teacher-portrait'(e, r) {
    const { width: w, height: h } = e;
    const t = TEACHERS[e.variant - 1];
    const o = drawnAs({ ...faceTraits(r, { adult: true }), ...t, skin: r.pick(e.foreign ? SKINS_FOREIGN : SKINS), hair: t.hair || r.pick(HAIRS), expr: r.pick(['open', 'smile']), look: r.range(-0.3, 0.3), accent: C.o5 }, e.gender, e.path);
    return portraitBg(w, h, r, t.bg) + g(bust(o), { transform: tr(w / 2, h * 0.4, w / 62) });
  },
  'student-portrait'(e, r) {
    const { width: w, height: h } = e;
    const v = e.variant;
    const k = drawnAs(randomKid(r, { gender: e.gender === 'female' ? 'g' : 'b', age: e.age }), e.gender, e.path);
    let s = portraitBg(w, h, r, v % 2 ? 'o' : 'b');
    const kind = v % 3 === 0 ? 'tshirt' : 'uniform';
    const sc = w / 48;
    s += g(bust({ ...k, clothes: kind === 'uniform' ? C.white : k.shirt, kind, scarf: v === 1 || v === 4, brows: false, expr: 'open' }), { transform: tr(w / 2, h * 0.36, sc) });
    if (v % 2) {
      s += g(S.certificate(-15, -10, 30, 21) + circle(-15, 2, 3.4, k.skin) + circle(15, 2, 3.4, k.skin), { transform: tr(w / 2, h * 0.36 + 25 * sc, sc) });
    } else {
      s += g(path('M-8 13L0 30L8 13L4 13L0 24L-4 13Z', C.b5) + circle(0, 33, 6, C.y5) + S.star(0, 33, 3, C.y6), { transform: tr(w / 2, h * 0.36, sc) });
      s += g(S.trophy(0, 0, 0.32) + circle(-5, -6, 2.6, k.skin) + circle(5, -6, 2.6, k.skin), { transform: tr(w * 0.8, h * 0.97, sc) });
    }
    return s;
  },
  facility(e, r) { return Sc.facility(e.width, e.height, r, e.variant); },
  timeline(e, r) {
    const { width: w, height: h } = e;
    switch (e.variant) {
      case 1: return Sc.classroom(w, h, r, { board: ['Hello!', '2011'], maxFront: 2, backRow: false, bunting: false, wall: C.cream, teacherGender: 'w' });
      case 2: return Sc.classroom(w, h, r, { board: ['A B C', 'Welcome!'], wall: C.b1, uniform: true });
      case 3: return Sc.buildingFront(w, h, r, {});
      case 4: return Sc.online(w, h, r);
      default: return newCampus(w, h, r);
    }
  },
  founder(e, r) {
    const { width: w, height: h } = e;
    let s = portraitBg(w, h, r, 'o');
    const o = drawnAs({ style: 'bun', skin: SKINS[1], hair: HAIRS[1], clothes: C.b6, kind: 'aodai', pattern: C.y3, expr: 'open', brows: true, earrings: true, look: 0.1, eyes: 'almond', nose: 'dot', mouth: 'b', browShape: 'arch', tilt: 3 }, e.gender, e.path);
    s += g(bust(o), { transform: tr(w / 2, h * 0.38, w / 58) });
    s += S.bookStack(w * 0.84, h * 0.98, 1.5, [C.o5, C.b7, C.y5, C.g5]);
    return s;
  },
  'value-icon'(e) {
    const { width: w } = e;
    const c = w / 2;
    const bgs = [C.o1, C.y1, C.b1, C.o1];
    let s = circle(c, c, c, bgs[e.variant - 1]) + circle(c, c, c * 0.8, C.white, { opacity: 0.6 });
    if (e.variant === 1) s += S.heart(c, c + 4, w * 0.24, C.o5) + circle(c - w * 0.12, c - w * 0.06, w * 0.04, C.white, { opacity: 0.5 });
    if (e.variant === 2) s += S.star(c, c + 4, w * 0.3, C.y5) + S.sparkle(c + w * 0.3, c - w * 0.26, w * 0.06, C.o5);
    if (e.variant === 3) s += S.lightbulb(c, c + 2, w / 90) + stroke(P`M${c - w * 0.34} ${c - w * 0.12}l${-w * 0.06} ${-w * 0.03}M${c + w * 0.34} ${c - w * 0.12}l${w * 0.06} ${-w * 0.03}M${c} ${c - w * 0.38}l0 ${-w * 0.06}`, C.o5, w * 0.03);
    if (e.variant === 4) {
      const fig = (x, col, s2) => circle(x, c - w * 0.14 * s2, w * 0.09 * s2, col) + path(P`M${x - w * 0.16 * s2} ${c + w * 0.22}Q${x - w * 0.16 * s2} ${c - w * 0.02} ${x} ${c - w * 0.02}Q${x + w * 0.16 * s2} ${c - w * 0.02} ${x + w * 0.16 * s2} ${c + w * 0.22}Z`, col);
      s += fig(c - w * 0.17, C.b5, 0.9) + fig(c + w * 0.17, C.o5, 0.9) + fig(c, C.b7, 1.05) + S.heart(c, c + w * 0.1, w * 0.05, C.white);
    }
    return s;
  },
  partner(e) {
    const { width: w, height: h } = e;
    const names = { cambridge: 'Cambridge University Press & Assessment', oxford: 'Oxford University Press', pearson: 'Pearson English', natgeo: 'National Geographic Learning', 'british-council': 'British Council', idp: 'IDP IELTS' };
    // One type size on every plate (same cap height), wrapped to the plate's width.
    const size = 18, lh = 23;
    const lines = wrap(names[e.variant], w - 36, { size, weight: 700 });
    let s = rect(4, 4, w - 8, h - 8, 16, C.white, { stroke: C.grey2, 'stroke-width': 2 });
    lines.forEach((l, i) => {
      const y = h / 2 + size * 0.36 + (i - (lines.length - 1) / 2) * lh;
      s += text(w / 2, y, l, { size, fill: '#4A5B78' });
    });
    return s;
  },
  gallery(e, r) {
    const { width: w, height: h } = e;
    const list = [
      () => Sc.classroom(w, h, r, { uniform: true, board: ['Good job!', 'We did it!'] }),
      () => Sc.party(w, h, r),
      () => Sc.park(w, h, r, { bus: true, n: 4, flag: true }),
      () => Sc.stage(w, h, r),
      () => Sc.science(w, h, r),
      () => Sc.craft(w, h, r),
      () => Sc.sports(w, h, r),
      () => graduation(w, h, r),
      () => Sc.selfie(w, h, r),
      () => Sc.parents(w, h, r),
    ];
    return list[e.variant - 1]();
  },
  'news-cover'(e, r) { return newsScene(e.variant, e.width, e.height, r); },
  registration(e, r) { return registrationScene(e.width, e.height, r); },
  'question-picture'(e) { return questionPicture(e.variant); },
  'contact-map'(e) { return contactMap(e.width, e.height, e.variant ?? 'vi'); },
};
