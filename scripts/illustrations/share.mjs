// Share images (Open Graph / Twitter cards): one 1200×630 PNG per page kind and per course, into
// public/images/share/, and the English pages' own into public/images/share/en/ (src/seo/page-head.ts
// picks a page's language's). Each is the page's own illustration under a calm top that carries the
// logo and a headline in that language. Link previews crop: Facebook to ~1.91:1, Zalo sometimes to the central square, so
// the logo and the headline stay inside the central 630×630 square; only decoration sits outside it.
// Text is drawn as Be Vietnam Pro outlines (font.mjs), so the rasteriser needs no fonts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { P, f, clip, circle, rect, path as pathEl, stroke, g, tr, svgDoc, rng, resetIds } from './svg.mjs';
import { C } from './palette.mjs';
import { place, randomKid, randomAdult } from './people.mjs';
import * as S from './shapes.mjs';
import * as Sc from './scenes.mjs';
import { COURSE, pageHeroScene, pageHeroTone } from './kinds.mjs';
import { measure, textPath, outlineTexts } from './font.mjs';
import { encodePng8, pngSize } from './png.mjs';

export const SHARE_W = 1200;
export const SHARE_H = 630;
const W = SHARE_W, H = SHARE_H;
/** The central square every crop keeps. */
const SAFE_X0 = (W - H) / 2, SAFE_X1 = (W + H) / 2;
const TEXT_MAX = SAFE_X1 - SAFE_X0 - 40;

const here = path.dirname(fileURLToPath(import.meta.url));

// ------------------------------------------------------------------ course titles from the catalogue
/** Course id, title and age, read from src/content/courses/catalogue.ts (the site's one source). */
export function catalogueCourses() {
  const file = path.resolve(here, '../../src/content/courses/catalogue.ts');
  const src = fs.readFileSync(file, 'utf8');
  const found = [...src.matchAll(/\n {4}id: '([^']+)',\n {4}courseType: '[^']*',\n {4}title: '([^']+)',\n {4}age: '([^']+)',/g)].map(([, id, title, age]) => ({ id, title, age }));
  const missing = Object.keys(COURSE).filter((id) => !found.some((c) => c.id === id));
  const unknown = found.filter((c) => !COURSE[c.id]).map((c) => c.id);
  if (missing.length || unknown.length) {
    throw new Error(`share images: catalogue.ts courses (${found.map((c) => c.id).join(', ')}) do not match the illustrated courses (${Object.keys(COURSE).join(', ')}); update share.mjs / kinds.mjs`);
  }
  return found;
}

/** The same courses in English: each one's title and age from its twin in catalogue.en.ts (written as shown, sentence case). */
function englishCourses() {
  const file = path.resolve(here, '../../src/content/courses/catalogue.en.ts');
  const src = fs.readFileSync(file, 'utf8');
  const twins = new Map([...src.matchAll(/\n {2}'([^']+)': \{\n {4}title: '([^']+)',\n {4}age: '([^']+)',/g)].map(([, id, title, age]) => [id, { id, title, age }]));
  return catalogueCourses().map(({ id }) => {
    const twin = twins.get(id);
    if (!twin) throw new Error(`share images: catalogue.en.ts has no title and age for course ${id} (each twin starts with its title and age, one line each)`);
    return twin;
  });
}
/** As the site's capitalizeWords: upper-case the first letter of every word. */
const capitalizeWords = (s) => s.replace(/(^|\s)(\S)/gu, (_m, sp, l) => sp + l.toLocaleUpperCase('vi'));

// ------------------------------------------------------------------ side props (outside the safe square)
const capAndCert = () => S.gradCap(150, 186, 1.9) + g(S.certificate(0, 0, 150, 104), { transform: tr(985, 122, 1, 6) });
const PROPS = {
  home: () => S.globe(150, 160, 52) + S.bookStack(1050, 226, 1.6, [C.b6, C.o5, C.y5]),
  about: () => S.heart(140, 160, 40, C.o5) + S.star(196, 104, 14) + S.bookStack(1060, 226, 1.5, [C.o5, C.b7, C.y5, C.g5]),
  students: () => S.trophy(150, 226, 1.9) + S.medal(1060, 196, 2.6),
  teachers: () => S.lightbulb(150, 166, 1.5) + S.openBook(1060, 196, 150, C.o5),
  cambridge: capAndCert,
  news: () => S.newspaper(150, 160, 1.3) + S.megaphone(1050, 166, 1.2),
  privacy: () => shield(150, 166, 1.15) + padlock(1060, 174, 1.2),
  'course-1': () => S.heart(146, 168, 44, C.red2) + S.sparkle(204, 110, 14, C.y5) + S.clock(1060, 166, 56),
  'course-3': capAndCert,
  'course-4': () => S.teddy(150, 212, 1.7) + S.ballToy(1040, 206, 34) + S.musicNote(1100, 130, 1.4, C.b5) + S.musicNote(1010, 110, 1.1, C.o5),
  'course-5': () => g(S.flashcard(0, 0, 100, 'cat', 'cat'), { transform: tr(150, 160, 1, -6) }) + S.openBook(1060, 196, 150, C.b6),
  'course-6': () => g(S.paper(0, 0, 104, { grade: 'A+' }), { transform: tr(150, 166, 1, -8) }) + S.clock(1060, 166, 56),
  'course-7': () => S.gradCap(150, 186, 1.9) + S.globe(1060, 150, 50),
  'course-8': () => S.microphone(150, 160, 1.3) + S.globe(1060, 146, 50),
};

function shield(x, y, s) {
  return pathEl(P`M${x} ${y - 70 * s}L${x + 56 * s} ${y - 50 * s}Q${x + 56 * s} ${y + 30 * s} ${x} ${y + 70 * s}Q${x - 56 * s} ${y + 30 * s} ${x - 56 * s} ${y - 50 * s}Z`, C.b6) +
    pathEl(P`M${x} ${y - 56 * s}L${x + 44 * s} ${y - 40 * s}Q${x + 44 * s} ${y + 22 * s} ${x} ${y + 55 * s}Z`, C.b5) +
    stroke(P`M${x - 22 * s} ${y}L${x - 6 * s} ${y + 16 * s}L${x + 24 * s} ${y - 16 * s}`, C.white, 11 * s);
}
function padlock(x, y, s) {
  return stroke(P`M${x - 26 * s} ${y - 10 * s}V${y - 34 * s}A${26 * s} ${26 * s} 0 0 1 ${x + 26 * s} ${y - 34 * s}V${y - 10 * s}`, C.grey3, 12 * s) +
    rect(x - 46 * s, y - 14 * s, 92 * s, 74 * s, 14 * s, C.o5) + circle(x, y + 16 * s, 10 * s, C.o8) + rect(x - 4 * s, y + 18 * s, 8 * s, 22 * s, 4 * s, C.o8);
}

// ------------------------------------------------------------------ scenes
/** A parent and child by the registration form: the privacy page has no hero picture of its own. */
function privacyScene(w, h, r) {
  let s = Sc.room(w, h, r, { wall: C.b1, floorY: h * 0.72, floor: C.b2 });
  s += S.windowBox(w * 0.06, h * 0.16, h * 0.34, h * 0.38) + S.plant(w * 0.93, h * 0.74, h / 260, { tall: true });
  const fx = w * 0.58, fy = h * 0.16, fw = h * 0.46, fh = h * 0.54;
  s += rect(fx + 8, fy + 10, fw, fh, 16, C.b2) + rect(fx, fy, fw, fh, 16, C.white) + rect(fx, fy, fw, fh * 0.14, 16, C.o5) + rect(fx, fy + fh * 0.08, fw, fh * 0.06, 0, C.o5);
  for (let i = 0; i < 3; i++) {
    const ly = fy + fh * (0.26 + i * 0.18);
    s += rect(fx + fw * 0.1, ly, fw * 0.8, fh * 0.11, 8, C.b1) + stroke(P`M${fx + fw * 0.17} ${ly + fh * 0.055}l${fh * 0.022} ${fh * 0.022}l${fh * 0.044} ${-fh * 0.044}`, C.g5, 4);
  }
  s += rect(fx + fw * 0.3, fy + fh * 0.82, fw * 0.4, fh * 0.1, fh * 0.05, C.o5);
  const parent = randomAdult(r, { gender: 'w', smart: false });
  const kid = randomKid(r, { gender: 'b', age: 'child' });
  s += place(w * 0.34, h * 0.97, (h * 0.7) / 100, { ...parent, pose: ['down', 'hand'], expr: 'open', look: 0.4 });
  s += place(w * 0.44, h * 0.97, (h * 0.48) / 100, { ...kid, pose: ['hand', 'point'], expr: 'open', look: 0.6 });
  s += S.heart(w * 0.22, h * 0.66, h * 0.05, C.red2) + S.sparkle(w * 0.52, h * 0.24, h * 0.04, C.y5) + S.star(w * 0.86, h * 0.2, h * 0.03);
  return s;
}
/** The news page: a notice board of the centre's latest moments (the news covers' icons), kids reading it. */
function newsScene(w, h, r) {
  const fy = h * 0.74;
  let s = Sc.room(w, h, r, { wall: C.b1, floorY: fy, floor: C.o2 });
  s += S.confetti(r, 0, 0, w, h * 0.5, 26);
  const bw = h * 1.25, bh = h * 0.56, bx = w / 2 - bw / 2, by = h * 0.1;
  s += rect(bx - 10, by - 10, bw + 20, bh + 20, 14, C.wood2) + rect(bx, by, bw, bh, 8, C.wood);
  const cw = bw * 0.21, ch = bh * 0.72, k = ch / 300;
  const cards = [
    [C.o1, (x, y) => S.calendar(x, y + 6 * k, 1.05 * k)],
    [C.y1, (x, y) => S.trophy(x, y + 52 * k, 1.25 * k)],
    [C.b2, (x, y) => S.microphone(x, y + 4 * k, 1.2 * k)],
    [C.cream, (x, y) => S.starLantern(x - 14 * k, y - 4 * k, 0.95 * k)],
  ];
  cards.forEach(([bg, icon], i) => {
    const cx = bx + bw * (0.14 + i * 0.24), cy = by + bh * 0.5 + (i % 2 ? 6 : -6);
    s += g(rect(cx - cw / 2, cy - ch / 2, cw, ch, 8, bg) + icon(cx, cy) + circle(cx, cy - ch / 2 + 10, 7, [C.red, C.b5, C.o5, C.g5][i]), { transform: `rotate(${i % 2 ? 3 : -3} ${f(cx)} ${f(cy)})` });
  });
  const ks = (h * 0.5) / 100;
  const kids = Sc.kidList(r, 4, { uniform: true });
  const xs = [0.1, 0.22, 0.78, 0.9];
  kids.forEach((kd, i) => {
    s += place(w * xs[i], h * 0.97, ks, { ...kd, pose: i === 1 ? ['down', 'point'] : i === 2 ? ['point', 'down'] : i === 0 ? ['down', 'hold'] : ['wave', 'down'], item: i === 0 ? { kind: 'closedBook', color: C.o5 } : null, itemHand: 'right', look: i < 2 ? 0.6 : -0.6, expr: 'open', backpack: r.pick([C.o5, C.b6, C.y5]) });
  });
  s += S.plant(w * 0.5 + bw / 2 + h * 0.07, fy + h * 0.14, h / 300) + S.bookStack(w * 0.5 - bw / 2 - h * 0.08, fy + h * 0.16, h / 300);
  return s;
}
/** The home page's first banner: the classroom with 'Hello!' on the board. */
const homeScene = (r) => (w, h) => Sc.classroom(w, h, r, { board: ['Hello!', 'A B C'], uniform: true, wall: C.b1, teacherGender: 'w', boardX: w * 0.1 });

/** Scenes per course (the course's own scene; course 3 shows its first class scene, the page shows the path). */
const COURSE_SCENES = {
  1: (r) => (w, h) => COURSE[1].scene(w, h, r),
  3: (r) => (w, h) => Sc.classroom(w, h, r, { age: 'child', wall: C.b1, board: ['Starters', 'Movers · Flyers'], foreign: true }),
  4: (r) => (w, h) => COURSE[4].scene(w, h, r),
  5: (r) => (w, h) => COURSE[5].scene(w, h, r),
  6: (r) => (w, h) => COURSE[6].scene(w, h, r),
  7: (r) => (w, h) => COURSE[7].scene(w, h, r),
  8: (r) => (w, h) => Sc.talk(w, h, r, { wall: C.cream }),
};
/** Scene box options: `hide` = px of the box's top hidden above the wave, `wall` = colour above a lowered box. */
const SCENE_BOX = {
  about: { hide: 64 },
  cambridge: { hide: -12, wall: C.b1 },
  'course-1': { hide: -24, wall: C.b1 },
  'course-4': { hide: 70 },
  'course-5': { hide: 10 },
  'course-7': { hide: -14, wall: C.o1 },
  'course-8': { hide: -20, wall: C.cream },
};

// ------------------------------------------------------------------ the list
/**
 * Each page's headline and line under it, in each language the site has. Course cards take their
 * title and age from the catalogue: Vietnamese titles with a capital on every word (as the site
 * shows them), English ones as written.
 */
const WORDS = {
  vi: {
    folder: 'images/share',
    pages: {
      home: ['Mặt Trời Nhỏ', 'Anh ngữ và Kỹ năng sống cho bé'],
      about: ['Giới thiệu', 'Câu chuyện, tầm nhìn và sứ mệnh'],
      students: ['Học viên', 'Thành tích và cảm nhận của học viên'],
      teachers: ['Giáo viên', 'Tận tâm, giàu kinh nghiệm, chuẩn Cambridge'],
      cambridge: ['Tiếng Anh Cambridge', 'Lộ trình chuẩn Cambridge cho bé 3 - 15 tuổi'],
      news: ['Tin tức và sự kiện', 'Những hoạt động mới nhất tại Mặt Trời Nhỏ'],
      privacy: ['Chính sách bảo mật', 'Thông tin thu thập, mục đích và quyền của phụ huynh'],
    },
    courses: () => catalogueCourses().map((c) => ({ ...c, title: capitalizeWords(c.title) })),
  },
  en: {
    folder: 'images/share/en',
    pages: {
      home: ['Mặt Trời Nhỏ', 'English and life skills for children'],
      about: ['About us', 'Our story, vision and mission'],
      students: ['Our students', 'Their achievements, and what they say about us'],
      teachers: ['Our teachers', 'Dedicated, experienced, Cambridge standard'],
      cambridge: ['Cambridge English', 'The Cambridge pathway for ages 3–15'],
      news: ['News and events', 'The latest activities at Mặt Trời Nhỏ'],
      privacy: ['Privacy policy', 'What we collect, why, and your rights as a parent'],
    },
    courses: englishCourses,
  },
};

export function shareList() {
  return Object.values(WORDS).flatMap(({ folder, pages, courses }) => {
    const page = (name, scene, tone, o = {}) => ({ name, headline: pages[name][0], sub: pages[name][1], scene, tone, ...o });
    const list = [
      page('home', homeScene, 'cream', { home: true }),
      // The about hero's building, with the children a little larger than in the hero (they are small here).
      page('about', (r) => (w, h) => Sc.buildingFront(w, h, r, { kids: 6, kidScale: 0.4 }), pageHeroTone('about')),
      page('students', (r) => pageHeroScene('students', r), pageHeroTone('students')),
      page('teachers', (r) => pageHeroScene('teachers', r), pageHeroTone('teachers')),
      page('cambridge', (r) => pageHeroScene('cambridge', r), pageHeroTone('cambridge')),
      page('news', (r) => (w, h) => newsScene(w, h, r), pageHeroTone('news')),
      page('privacy', (r) => (w, h) => privacyScene(w, h, r), 'blue'),
    ];
    for (const c of courses()) {
      list.push({ name: `course-${c.id}`, headline: c.title, sub: null, scene: COURSE_SCENES[c.id], tone: COURSE[c.id].tone, pill: c.age });
    }
    // Drawn from the same seed in every language: the same picture under other words.
    return list.map((e) => ({ ...e, path: `${folder}/${e.name}.png`, seed: `images/share/${e.name}.png` }));
  });
}

// ------------------------------------------------------------------ composition
function logo(cx, y) {
  const name = 'Mặt Trời Nhỏ', tag = 'English & Life Skills';
  const o1 = { size: 32, weight: 800 }, o2 = { size: 14, weight: 600 };
  const sr = 19, gap = 16;
  const tw = Math.max(measure(name, o1), measure(tag, o2));
  const x0 = cx - (sr * 3.2 + gap + tw) / 2;
  return S.sunMark(x0 + sr * 1.6, y, sr, { rays: 10, rayW: 5 }) +
    textPath(x0 + sr * 3.2 + gap, y + 5, name, { ...o1, fill: C.o7, anchor: 'start' }) +
    textPath(x0 + sr * 3.2 + gap + 1, y + 26, tag, { ...o2, fill: C.b6, anchor: 'start' });
}

/** The break of `str` into two lines whose longer line is the shortest. */
function balance(str, o) {
  const words = str.split(/\s+/);
  let best = null;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const wmax = Math.max(...lines.map((l) => measure(l, o)));
    if (!best || wmax < best.wmax) best = { lines, wmax };
  }
  return best;
}
/** One line from `size` down to `min1`, else two balanced lines from `size2` down to `min2`. */
function fit(str, weight, { size, min1, size2 = size, min2 = min1, lines: maxLines = 2 }) {
  for (let s = size; s >= min1; s -= 2) if (measure(str, { size: s, weight }) <= TEXT_MAX) return { size: s, lines: [str] };
  if (maxLines > 1) {
    for (let s = size2; s >= min2; s -= 2) {
      const b = balance(str, { size: s, weight });
      if (b && b.wmax <= TEXT_MAX) return { size: s, lines: b.lines };
    }
  }
  throw new Error(`share images: "${str}" does not fit in ${maxLines} line(s) of ${TEXT_MAX}px`);
}

export function drawShare(e) {
  const r = rng(`${e.seed ?? e.path}|share`);
  const blue = e.tone === 'blue';
  const base = blue ? C.b0 : C.o0;
  let s = rect(0, 0, W, H, 0, base);
  s += circle(-20, 30, 190, blue ? C.b1 : C.o1, { opacity: 0.9 }) + circle(W + 30, 50, 210, blue ? C.o1 : C.b1, { opacity: 0.9 });
  for (let i = 0; i < 4; i++) for (let j = 0; j < 3; j++) s += circle(SAFE_X0 - 70 + i * 16, 30 + j * 16, 2.8, C.b2);
  s += S.sparkle(SAFE_X1 + 50, 56, 14, C.y3) + circle(SAFE_X1 + 20, 112, 6, C.o2) + S.star(SAFE_X0 - 30, 236, 9, C.y5);

  // text block, top-down, inside the central square
  let y;
  let texts = '';
  let lastLine = '', headLines = [], headSize = 0;
  if (e.home) {
    texts += S.sunMark(W / 2, 60, 30, { rays: 12, rayW: 7, face: true });
    const h1 = fit(e.headline, 800, { size: 80, min1: 56, lines: 1 });
    y = 118 + h1.size * 0.74;
    texts += textPath(W / 2, y, h1.lines[0], { size: h1.size, weight: 800, fill: C.o7 });
  } else {
    texts += logo(W / 2, 50);
    const h1 = fit(e.headline, 800, { size: 64, min1: 52, size2: 54, min2: 44 });
    y = 96 + h1.size * 0.2;
    for (const l of h1.lines) { y += h1.size * 1.08; lastLine = textPath(W / 2, y, l, { size: h1.size, weight: 800, fill: C.b8 }); texts += lastLine; }
    headLines = h1.lines;
    headSize = h1.size;
  }
  if (e.sub) {
    const sub = fit(e.sub, 600, { size: 28, min1: 22, lines: 1 });
    y += 12 + sub.size;
    texts += textPath(W / 2, y, sub.lines[0], { size: sub.size, weight: 600, fill: C.ink2 });
  }
  if (e.pill) {
    // The age as a pill: after the headline's last line when it fits there, else on a row of its own.
    const o = { size: 24, weight: 700 };
    const pw = measure(e.pill, o) + 44, ph = 42, gap = 18;
    const lw = measure(headLines.at(-1), { size: headSize, weight: 800 });
    let px, py;
    if (headLines.length > 1 && lw + gap + pw <= TEXT_MAX) {
      texts = texts.replace(lastLine, textPath(W / 2 - (pw + gap) / 2, y, headLines.at(-1), { size: headSize, weight: 800, fill: C.b8 }));
      px = W / 2 - (pw + gap) / 2 + lw / 2 + gap;
      py = y - headSize * 0.36 - ph / 2;
    } else {
      px = W / 2 - pw / 2;
      py = y + 20;
      y = py + ph;
    }
    texts += rect(px, py, pw, ph, ph / 2, C.o5) + textPath(px + pw / 2, py + ph / 2 + 8.5, e.pill, { ...o, fill: C.ink });
  }
  const top = Math.round(y + 40);

  // the scene under a wave, filling the bottom; the wave's highest point is about top - 20
  const box = SCENE_BOX[e.name] || {};
  const hide = box.hide ?? 30;
  const boxY = top - 20 - hide;
  const sceneH = H - boxY;
  const scene = e.scene(r)(W, sceneH);
  const d = P`M0 ${top + 26}C${W * 0.3} ${top - 24} ${W * 0.62} ${top + 40} ${W} ${top - 6}V${H}H0Z`;
  const band = P`M0 ${top + 8}C${W * 0.3} ${top - 42} ${W * 0.62} ${top + 22} ${W} ${top - 24}V${top + 20}H0Z`;
  s += PROPS[e.name] ? PROPS[e.name]() : '';
  const panel = (box.wall ? rect(0, top - 60, W, H, 0, box.wall) : '') + g(scene, { transform: tr(0, boxY) });
  s += pathEl(band, blue ? C.b2 : C.o2) + clip(d, panel);
  s += texts;
  return outlineTexts(svgDoc(W, H, s)).replace(/>\s+</g, '><');
}

/** Draws every share image into publicDir; returns [{ path, bytes }]. Fails loudly on a wrong size. */
export async function buildShares(publicDir, filter) {
  const { Resvg } = await import('@resvg/resvg-js');
  const out = [];
  for (const e of shareList()) {
    if (filter && !e.path.includes(filter)) continue;
    resetIds();
    const svg = drawShare(e);
    if (svg.includes('<text')) throw new Error(`${e.path}: text left unoutlined`);
    const img = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } }).render();
    if (img.width !== W || img.height !== H) throw new Error(`${e.path}: rendered ${img.width}x${img.height}, must be ${W}x${H}`);
    const png = encodePng8(img.width, img.height, img.pixels);
    const file = path.join(publicDir, e.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, png);
    const size = pngSize(fs.readFileSync(file));
    if (size.width !== W || size.height !== H) throw new Error(`${e.path} is ${size.width}x${size.height}, must be exactly ${W}x${H}`);
    out.push({ path: e.path, bytes: png.length });
  }
  checkShareSizes(publicDir);
  return out;
}

/** Every PNG in public/images/share (each language's folder too) must be exactly 1200×630 (link previews rely on it); throws otherwise. */
export function checkShareSizes(publicDir) {
  const dir = path.join(publicDir, 'images/share');
  if (!fs.existsSync(dir)) return;
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((n) => n.split(path.sep).join('/'));
  const wrong = files.filter((n) => n.endsWith('.png')).sort().flatMap((n) => {
    let size;
    try { size = pngSize(fs.readFileSync(path.join(dir, n))); } catch (err) { return [`${n}: ${err.message}`]; }
    return size.width === W && size.height === H ? [] : [`${n}: ${size.width}x${size.height}`];
  });
  if (wrong.length) throw new Error(`share images must be exactly ${W}x${H}:\n  ${wrong.join('\n  ')}`);
}
