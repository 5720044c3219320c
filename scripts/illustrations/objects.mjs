// Single objects and animals for the level check's picture questions (kind 'question-picture').
// Each draws into a 240×240 square with its own light backdrop, so it reads the same on light and
// dark pages; shapes are big and few, so the thing is clear at 120 px on a phone.
import { P, f, circle, ellipse, rect, path, stroke, line, g, tr } from './svg.mjs';
import { C } from './palette.mjs';
import * as S from './shapes.mjs';
import { bust } from './people.mjs';

const rot = (a, x, y) => `rotate(${a} ${f(x)} ${f(y)})`;

/** Soft square backdrop: a tint, a lighter disc behind the object and a shadow under it. */
function backdrop(tone, shadowY = 206) {
  const [base, disc] = tone === 'blue' ? [C.b1, C.b0] : tone === 'green' ? [C.g1, '#F1FAEE'] : [C.o1, C.o0];
  return rect(0, 0, 240, 240, 0, base) + circle(120, 116, 96, disc) + (shadowY ? ellipse(120, shadowY, 70, 9, C.grey2, { opacity: 0.8 }) : '');
}

// ------------------------------------------------------------------ animals (drawn around x, ground y, scale s)
function cat(x, y, s) {
  const o = C.o4, d = C.o6;
  let c = path(P`M${x + 30 * s} ${y - 14 * s}Q${x + 78 * s} ${y - 10 * s} ${x + 66 * s} ${y - 62 * s}`, 'none', { stroke: o, 'stroke-width': 12 * s, 'stroke-linecap': 'round' });
  c += ellipse(x, y - 36 * s, 40 * s, 38 * s, o) + ellipse(x, y - 28 * s, 22 * s, 24 * s, C.o1);
  c += ellipse(x - 18 * s, y - 4 * s, 13 * s, 8 * s, o) + ellipse(x + 18 * s, y - 4 * s, 13 * s, 8 * s, o);
  const hy = y - 92 * s;
  c += path(P`M${x - 38 * s} ${hy - 4 * s}L${x - 34 * s} ${hy - 50 * s}L${x - 6 * s} ${hy - 28 * s}Z`, o) + path(P`M${x + 38 * s} ${hy - 4 * s}L${x + 34 * s} ${hy - 50 * s}L${x + 6 * s} ${hy - 28 * s}Z`, o);
  c += path(P`M${x - 32 * s} ${hy - 12 * s}L${x - 30 * s} ${hy - 38 * s}L${x - 14 * s} ${hy - 26 * s}Z`, C.pink) + path(P`M${x + 32 * s} ${hy - 12 * s}L${x + 30 * s} ${hy - 38 * s}L${x + 14 * s} ${hy - 26 * s}Z`, C.pink);
  c += ellipse(x, hy, 42 * s, 36 * s, o) + stroke(P`M${x - 8 * s} ${hy - 34 * s}l0 ${10 * s}M${x} ${hy - 36 * s}l0 ${12 * s}M${x + 8 * s} ${hy - 34 * s}l0 ${10 * s}`, d, 4 * s);
  c += ellipse(x - 15 * s, hy - 2 * s, 6 * s, 8 * s, C.ink) + ellipse(x + 15 * s, hy - 2 * s, 6 * s, 8 * s, C.ink) + circle(x - 13 * s, hy - 5 * s, 2 * s, C.white) + circle(x + 17 * s, hy - 5 * s, 2 * s, C.white);
  c += path(P`M${x - 5 * s} ${hy + 10 * s}L${x + 5 * s} ${hy + 10 * s}L${x} ${hy + 16 * s}Z`, C.red2) + stroke(P`M${x} ${hy + 16 * s}q${-6 * s} ${7 * s} ${-11 * s} ${2 * s}M${x} ${hy + 16 * s}q${6 * s} ${7 * s} ${11 * s} ${2 * s}`, C.ink, 2.4 * s);
  c += stroke(P`M${x - 20 * s} ${hy + 12 * s}l${-26 * s} ${-4 * s}M${x - 20 * s} ${hy + 17 * s}l${-26 * s} ${5 * s}M${x + 20 * s} ${hy + 12 * s}l${26 * s} ${-4 * s}M${x + 20 * s} ${hy + 17 * s}l${26 * s} ${5 * s}`, C.ink2, 2 * s);
  return c;
}

function dog(x, y, s) {
  const b = C.wood2, d = C.wood3;
  let c = stroke(P`M${x + 30 * s} ${y - 26 * s}q${22 * s} ${-10 * s} ${24 * s} ${-34 * s}`, b, 11 * s);
  c += ellipse(x, y - 36 * s, 40 * s, 38 * s, b) + ellipse(x, y - 30 * s, 20 * s, 24 * s, C.o1);
  c += ellipse(x - 18 * s, y - 4 * s, 14 * s, 8 * s, b) + ellipse(x + 18 * s, y - 4 * s, 14 * s, 8 * s, b);
  const hy = y - 94 * s;
  c += ellipse(x, hy, 40 * s, 36 * s, b);
  c += ellipse(x - 40 * s, hy + 6 * s, 14 * s, 30 * s, d, { transform: rot(20, x - 40 * s, hy + 6 * s) }) + ellipse(x + 40 * s, hy + 6 * s, 14 * s, 30 * s, d, { transform: rot(-20, x + 40 * s, hy + 6 * s) });
  c += ellipse(x, hy + 16 * s, 22 * s, 17 * s, C.o1) + ellipse(x, hy + 6 * s, 9 * s, 7 * s, C.ink);
  c += path(P`M${x - 6 * s} ${hy + 24 * s}Q${x} ${hy + 44 * s} ${x + 6 * s} ${hy + 24 * s}Z`, C.red2) + stroke(P`M${x - 12 * s} ${hy + 20 * s}Q${x} ${hy + 30 * s} ${x + 12 * s} ${hy + 20 * s}`, C.ink, 2.6 * s);
  c += circle(x - 15 * s, hy - 10 * s, 6 * s, C.ink) + circle(x + 15 * s, hy - 10 * s, 6 * s, C.ink) + circle(x - 13 * s, hy - 12 * s, 2 * s, C.white) + circle(x + 17 * s, hy - 12 * s, 2 * s, C.white);
  return c + rect(x - 22 * s, y - 68 * s, 44 * s, 8 * s, 4 * s, C.red);
}

function bird(x, y, s) {
  let c = path(P`M${x + 40 * s} ${y - 40 * s}L${x + 74 * s} ${y - 54 * s}L${x + 70 * s} ${y - 26 * s}Z`, C.b6);
  c += stroke(P`M${x - 10 * s} ${y - 6 * s}l${-4 * s} ${16 * s}M${x + 10 * s} ${y - 6 * s}l${4 * s} ${16 * s}`, C.o6, 4 * s);
  c += ellipse(x, y - 44 * s, 48 * s, 42 * s, C.b5) + ellipse(x - 6 * s, y - 30 * s, 28 * s, 22 * s, C.b2);
  c += path(P`M${x + 2 * s} ${y - 54 * s}Q${x + 34 * s} ${y - 62 * s} ${x + 42 * s} ${y - 30 * s}Q${x + 18 * s} ${y - 24 * s} ${x + 2 * s} ${y - 54 * s}Z`, C.b6);
  c += path(P`M${x - 46 * s} ${y - 58 * s}L${x - 70 * s} ${y - 50 * s}L${x - 46 * s} ${y - 42 * s}Z`, C.o5);
  c += circle(x - 26 * s, y - 62 * s, 7 * s, C.ink) + circle(x - 24 * s, y - 64 * s, 2.4 * s, C.white);
  return c;
}

function fish(x, y, s) {
  let c = path(P`M${x + 44 * s} ${y}L${x + 84 * s} ${y - 32 * s}Q${x + 74 * s} ${y} ${x + 84 * s} ${y + 32 * s}Z`, C.o6);
  c += path(P`M${x - 10 * s} ${y - 34 * s}Q${x + 6 * s} ${y - 60 * s} ${x + 28 * s} ${y - 36 * s}Z`, C.o6) + path(P`M${x - 4 * s} ${y + 32 * s}Q${x + 8 * s} ${y + 50 * s} ${x + 22 * s} ${y + 32 * s}Z`, C.o6);
  c += path(P`M${x - 70 * s} ${y}Q${x - 30 * s} ${y - 50 * s} ${x + 20 * s} ${y - 36 * s}Q${x + 54 * s} ${y - 24 * s} ${x + 54 * s} ${y}Q${x + 54 * s} ${y + 24 * s} ${x + 20 * s} ${y + 36 * s}Q${x - 30 * s} ${y + 50 * s} ${x - 70 * s} ${y}Z`, C.o4);
  c += stroke(P`M${x - 24 * s} ${y - 30 * s}Q${x - 12 * s} ${y} ${x - 24 * s} ${y + 30 * s}M${x} ${y - 34 * s}Q${x + 12 * s} ${y} ${x} ${y + 34 * s}`, C.o2, 5 * s);
  c += circle(x - 44 * s, y - 8 * s, 8 * s, C.white) + circle(x - 42 * s, y - 8 * s, 4.5 * s, C.ink) + stroke(P`M${x - 64 * s} ${y + 8 * s}q${6 * s} ${4 * s} ${12 * s} 0`, C.o7, 3 * s);
  return c;
}

function whale(x, y, s) {
  let c = stroke(P`M${x - 28 * s} ${y - 78 * s}q${-4 * s} ${-22 * s} ${-18 * s} ${-30 * s}M${x - 28 * s} ${y - 78 * s}q${4 * s} ${-24 * s} ${18 * s} ${-30 * s}M${x - 28 * s} ${y - 78 * s}l0 ${-30 * s}`, C.b4, 6 * s);
  c += path(P`M${x + 58 * s} ${y - 34 * s}Q${x + 74 * s} ${y - 52 * s} ${x + 96 * s} ${y - 64 * s}Q${x + 92 * s} ${y - 44 * s} ${x + 78 * s} ${y - 32 * s}Q${x + 96 * s} ${y - 28 * s} ${x + 104 * s} ${y - 12 * s}Q${x + 80 * s} ${y - 12 * s} ${x + 58 * s} ${y - 20 * s}Z`, C.b6);
  c += path(P`M${x - 88 * s} ${y - 20 * s}Q${x - 88 * s} ${y - 76 * s} ${x - 26 * s} ${y - 76 * s}Q${x + 40 * s} ${y - 76 * s} ${x + 66 * s} ${y - 26 * s}Q${x + 40 * s} ${y + 6 * s} ${x - 30 * s} ${y + 6 * s}Q${x - 88 * s} ${y + 6 * s} ${x - 88 * s} ${y - 20 * s}Z`, C.b6);
  c += path(P`M${x - 84 * s} ${y - 12 * s}Q${x - 30 * s} ${y - 8 * s} ${x + 40 * s} ${y - 14 * s}Q${x + 20 * s} ${y + 6 * s} ${x - 30 * s} ${y + 6 * s}Q${x - 76 * s} ${y + 6 * s} ${x - 84 * s} ${y - 12 * s}Z`, C.b2);
  c += circle(x - 52 * s, y - 36 * s, 6 * s, C.ink) + circle(x - 50 * s, y - 38 * s, 2 * s, C.white) + ellipse(x - 20 * s, y - 20 * s, 16 * s, 6 * s, C.b7, { transform: rot(-20, x - 20 * s, y - 20 * s) });
  return c;
}

// ------------------------------------------------------------------ food
function apple(x, y, s) {
  return path(P`M${x} ${y - 62 * s}C${x - 20 * s} ${y - 76 * s} ${x - 64 * s} ${y - 70 * s} ${x - 62 * s} ${y - 26 * s}C${x - 60 * s} ${y + 14 * s} ${x - 26 * s} ${y + 30 * s} ${x} ${y + 18 * s}C${x + 26 * s} ${y + 30 * s} ${x + 60 * s} ${y + 14 * s} ${x + 62 * s} ${y - 26 * s}C${x + 64 * s} ${y - 70 * s} ${x + 20 * s} ${y - 76 * s} ${x} ${y - 62 * s}Z`, C.red) +
    stroke(P`M${x} ${y - 62 * s}Q${x + 2 * s} ${y - 80 * s} ${x + 10 * s} ${y - 92 * s}`, C.wood3, 7 * s) +
    path(P`M${x + 8 * s} ${y - 78 * s}Q${x + 30 * s} ${y - 100 * s} ${x + 48 * s} ${y - 84 * s}Q${x + 30 * s} ${y - 66 * s} ${x + 8 * s} ${y - 78 * s}Z`, C.g5) +
    ellipse(x - 34 * s, y - 34 * s, 9 * s, 17 * s, C.white, { opacity: 0.45, transform: rot(20, x - 34 * s, y - 34 * s) });
}

function banana(x, y, s) {
  return path(P`M${x - 70 * s} ${y - 54 * s}Q${x - 70 * s} ${y + 30 * s} ${x + 6 * s} ${y + 30 * s}Q${x + 56 * s} ${y + 30 * s} ${x + 82 * s} ${y - 16 * s}Q${x + 40 * s} ${y + 4 * s} ${x - 6 * s} ${y - 6 * s}Q${x - 44 * s} ${y - 18 * s} ${x - 52 * s} ${y - 60 * s}Z`, C.y3) +
    path(P`M${x - 70 * s} ${y - 54 * s}Q${x - 66 * s} ${y + 10 * s} ${x - 10 * s} ${y + 22 * s}Q${x - 56 * s} ${y - 6 * s} ${x - 58 * s} ${y - 58 * s}Z`, C.y5) +
    rect(x - 70 * s, y - 72 * s, 16 * s, 16 * s, 3 * s, C.wood3, { transform: rot(-10, x - 62 * s, y - 64 * s) }) + circle(x + 82 * s, y - 16 * s, 5 * s, C.wood3);
}

// ------------------------------------------------------------------ things
function ball(x, y, r) {
  return circle(x, y, r, C.red) + stroke(P`M${x - r * 0.96} ${y - r * 0.25}Q${x} ${y + r * 0.35} ${x + r * 0.96} ${y - r * 0.25}`, C.mouth, r * 0.08) +
    stroke(P`M${x - r * 0.2} ${y - r * 0.98}Q${x - r * 0.45} ${y} ${x - r * 0.2} ${y + r * 0.98}`, C.mouth, r * 0.08) + ellipse(x - r * 0.42, y - r * 0.45, r * 0.18, r * 0.28, C.white, { opacity: 0.55, transform: rot(35, x - r * 0.42, y - r * 0.45) });
}

function kite(x, y, s) {
  let c = stroke(P`M${x} ${y + 70 * s}Q${x + 20 * s} ${y + 100 * s} ${x + 8 * s} ${y + 124 * s}`, C.grey5, 3 * s);
  c += path(P`M${x + 8 * s} ${y + 98 * s}l${-14 * s} ${-8 * s}l0 ${16 * s}Z`, C.o5) + path(P`M${x + 8 * s} ${y + 98 * s}l${14 * s} ${-8 * s}l0 ${16 * s}Z`, C.o5);
  c += path(P`M${x} ${y - 80 * s}L${x + 56 * s} ${y - 6 * s}L${x} ${y + 70 * s}L${x - 56 * s} ${y - 6 * s}Z`, C.b5);
  c += path(P`M${x} ${y - 80 * s}L${x + 56 * s} ${y - 6 * s}L${x} ${y - 6 * s}Z`, C.y5) + path(P`M${x} ${y - 6 * s}L${x - 56 * s} ${y - 6 * s}L${x} ${y + 70 * s}Z`, C.y5);
  return c + line(x, y - 80 * s, x, y + 70 * s, C.b8, 3 * s) + line(x - 56 * s, y - 6 * s, x + 56 * s, y - 6 * s, C.b8, 3 * s);
}

function car(x, y, s) {
  let c = path(P`M${x - 90 * s} ${y - 22 * s}Q${x - 90 * s} ${y - 50 * s} ${x - 62 * s} ${y - 52 * s}L${x - 44 * s} ${y - 54 * s}L${x - 20 * s} ${y - 86 * s}Q${x - 14 * s} ${y - 92 * s} ${x - 4 * s} ${y - 92 * s}L${x + 36 * s} ${y - 92 * s}Q${x + 46 * s} ${y - 92 * s} ${x + 52 * s} ${y - 84 * s}L${x + 70 * s} ${y - 54 * s}Q${x + 92 * s} ${y - 50 * s} ${x + 92 * s} ${y - 28 * s}L${x + 92 * s} ${y - 18 * s}Q${x + 92 * s} ${y - 10 * s} ${x + 84 * s} ${y - 10 * s}L${x - 82 * s} ${y - 10 * s}Q${x - 90 * s} ${y - 10 * s} ${x - 90 * s} ${y - 22 * s}Z`, C.red);
  c += path(P`M${x - 34 * s} ${y - 56 * s}L${x - 14 * s} ${y - 82 * s}L${x + 8 * s} ${y - 82 * s}L${x + 8 * s} ${y - 56 * s}Z`, C.b2) + path(P`M${x + 16 * s} ${y - 56 * s}L${x + 16 * s} ${y - 82 * s}L${x + 42 * s} ${y - 82 * s}L${x + 58 * s} ${y - 56 * s}Z`, C.b2);
  c += rect(x + 80 * s, y - 44 * s, 12 * s, 8 * s, 3 * s, C.y3) + rect(x - 90 * s, y - 42 * s, 8 * s, 8 * s, 3 * s, C.o3) + rect(x - 2 * s, y - 44 * s, 12 * s, 4 * s, 2 * s, C.mouth);
  for (const wx of [x - 52 * s, x + 54 * s]) c += circle(wx, y - 10 * s, 20 * s, C.ink) + circle(wx, y - 10 * s, 9 * s, C.grey3);
  return c;
}

function tree(x, y, s) {
  return rect(x - 12 * s, y - 80 * s, 24 * s, 80 * s, 6 * s, C.wood3) + circle(x, y - 118 * s, 56 * s, C.g5) + circle(x - 40 * s, y - 92 * s, 36 * s, C.g3) + circle(x + 38 * s, y - 96 * s, 38 * s, C.g3) + circle(x + 4 * s, y - 150 * s, 36 * s, C.g3) +
    circle(x - 22 * s, y - 124 * s, 6 * s, C.red) + circle(x + 26 * s, y - 110 * s, 6 * s, C.red) + circle(x + 6 * s, y - 150 * s, 6 * s, C.red);
}

function pencil(x, y, s) {
  const body = rect(-16, -84, 32, 130, 2, C.y5) + rect(-16, -84, 11, 130, 0, C.y3) + rect(5, -84, 11, 130, 0, C.y6) +
    path('M-16 46L16 46L0 92Z', C.wood) + path('M-5.5 75L5.5 75L0 92Z', C.ink) + rect(-16, -104, 32, 22, 4, C.pink) + rect(-17, -86, 34, 10, 1, C.grey3);
  return g(body, { transform: tr(x, y, s, 40) });
}

function book(x, y, s) {
  const w = 120 * s, h = 150 * s, bx = x - w / 2, by = y - h / 2;
  return rect(bx + 10 * s, by + 8 * s, w, h, 8 * s, C.b8) + rect(bx + 10 * s, by + 8 * s, w - 6 * s, h - 8 * s, 4 * s, C.white) +
    rect(bx, by, w, h, 8 * s, C.b6) + rect(bx, by, 18 * s, h, 6 * s, C.b7) + rect(bx + 34 * s, by + 28 * s, w - 50 * s, 34 * s, 6 * s, C.white) +
    rect(bx + 44 * s, by + 38 * s, w - 70 * s, 6 * s, 3 * s, C.b4) + rect(bx + 44 * s, by + 50 * s, w - 86 * s, 5 * s, 2.5 * s, C.b3) + S.star(x + 8 * s, by + h * 0.7, 16 * s, C.y5);
}

function umbrella(x, y, s) {
  let c = stroke(P`M${x} ${y - 60 * s}L${x} ${y + 56 * s}Q${x} ${y + 76 * s} ${x - 18 * s} ${y + 76 * s}Q${x - 34 * s} ${y + 76 * s} ${x - 34 * s} ${y + 60 * s}`, C.ink2, 8 * s);
  let scallop = P`M${x - 92 * s} ${y - 50 * s}Q${x - 88 * s} ${y - 128 * s} ${x} ${y - 132 * s}Q${x + 88 * s} ${y - 128 * s} ${x + 92 * s} ${y - 50 * s}`;
  for (let i = 0; i < 4; i++) {
    const x1 = x + 92 * s - i * 46 * s;
    scallop += P`Q${x1 - 23 * s} ${y - 70 * s} ${x1 - 46 * s} ${y - 50 * s}`;
  }
  c += path(scallop + 'Z', C.o5);
  c += path(P`M${x} ${y - 132 * s}Q${x - 26 * s} ${y - 100 * s} ${x - 46 * s} ${y - 50 * s}Q${x - 23 * s} ${y - 70 * s} ${x} ${y - 50 * s}Q${x + 23 * s} ${y - 70 * s} ${x + 46 * s} ${y - 50 * s}Q${x + 26 * s} ${y - 100 * s} ${x} ${y - 132 * s}Z`, C.y5);
  return c + circle(x, y - 134 * s, 6 * s, C.ink2);
}

function rainCloud(x, y, s) {
  let c = '';
  [[-50, 20], [-10, 36], [30, 18], [60, 40], [-34, 64], [10, 80], [46, 70]].forEach(([dx, dy]) => {
    const dx2 = x + dx * s, dy2 = y + dy * s;
    c += path(P`M${dx2} ${dy2 - 20 * s}Q${dx2 + 14 * s} ${dy2} ${dx2} ${dy2 + 8 * s}Q${dx2 - 14 * s} ${dy2} ${dx2} ${dy2 - 20 * s}Z`, C.b5);
  });
  return c + S.cloud(x, y - 10 * s, 2.3 * s, C.grey3) + S.cloud(x + 14 * s, y - 2 * s, 1.7 * s, C.grey2);
}

/** A grandmother: grey hair in a bun, glasses, a cardigan, a few lines of age. */
function grandmother() {
  const face = { gender: 'w', style: 'bun', skin: '#F1C8A2', hair: C.grey2, glasses: true, brows: true, expr: 'smile', kind: 'cardigan', clothes: C.b5, inner: C.white, eyes: 'dot', nose: 'dot', mouth: 'a' };
  const lines = stroke('M-7.5 -3.6q2 -1 4 0M3.5 -3.6q2 -1 4 0M-9 6q1.5 2 3 2.4M9 6q-1.5 2 -3 2.4', C.o6, 0.5, { opacity: 0.7 });
  return g(bust(face) + lines, { transform: tr(120, 96, 4.1) });
}

/** A table with a cat or a dog on it or under it (the sentence-to-picture questions). */
function tableScene(animal, place) {
  const draw = animal === 'cat' ? cat : dog;
  const table = rect(26, 100, 188, 16, 6, C.wood2) + rect(40, 114, 14, 92, 4, C.wood3) + rect(186, 114, 14, 92, 4, C.wood3) + rect(54, 114, 132, 8, 0, C.wood, { opacity: 0.6 });
  return place === 'on' ? table + draw(120, 106, 0.6) : table + draw(114, 206, animal === 'cat' ? 0.54 : 0.58);
}

// ------------------------------------------------------------------ the pictures, by name
const PICTURES = {
  cat: () => backdrop('cream') + cat(120, 206, 0.82),
  dog: () => backdrop('cream') + dog(120, 206, 0.8),
  bird: () => backdrop('blue') + rect(40, 174, 160, 12, 6, C.wood3) + bird(116, 176, 1.2),
  fish: () => backdrop('blue', 0) + circle(60, 70, 8, C.white, { opacity: 0.8 }) + circle(46, 92, 5, C.white, { opacity: 0.8 }) + fish(116, 124, 1.15),
  whale: () => backdrop('blue', 0) + rect(0, 176, 240, 64, 0, C.b3) + whale(116, 180, 1.0) + stroke('M0 186q15 -8 30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0', C.b2, 5),
  grandmother: () => backdrop('blue', 0) + grandmother(),
  apple: () => backdrop('cream') + apple(120, 170, 1.1),
  apples: () => backdrop('cream') + [[80, 112], [160, 112], [80, 196], [160, 196]].map(([ax, ay]) => apple(ax, ay - 14, 0.52)).join(''),
  banana: () => backdrop('cream') + banana(114, 150, 1.05),
  ball: () => backdrop('blue') + ball(120, 130, 70),
  kite: () => backdrop('blue', 0) + S.cloud(58, 206, 0.9) + S.cloud(196, 66, 0.7) + kite(116, 94, 0.95),
  car: () => backdrop('blue') + car(120, 186, 1.0),
  tree: () => backdrop('green') + tree(120, 212, 0.95),
  pencil: () => backdrop('cream') + pencil(126, 126, 1.1),
  book: () => backdrop('blue') + book(114, 116, 1.05),
  umbrella: () => backdrop('blue') + umbrella(120, 156, 0.98),
  rain: () => backdrop('blue', 0) + rainCloud(118, 110, 1.1),
  'cat-under-table': () => backdrop('cream') + tableScene('cat', 'under'),
  'cat-on-table': () => backdrop('cream') + tableScene('cat', 'on'),
  'dog-under-table': () => backdrop('cream') + tableScene('dog', 'under'),
};

/** The names the level check's manifest may ask for. */
export const QUESTION_PICTURES = Object.keys(PICTURES);

export function questionPicture(name) {
  const draw = PICTURES[name];
  if (!draw) throw new Error(`No question picture "${name}"`);
  return draw();
}
