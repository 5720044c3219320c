// The contact page's map of the area around the centre (docs/decisions.md#contact-page-and-map): a
// schematic drawing, not to scale and not from map data (this machine cannot reach OpenStreetMap),
// north up, drawn for the default address (25 Đường số 7, An Khánh: off Lương Định Của near the
// Trần Não corner, between the Saigon river and Mai Chí Thọ avenue). Check every street and the pin
// against the real place before launch, and redraw it if the centre moves.
import { P, f, circle, rect, path, stroke } from './svg.mjs';
import { C } from './palette.mjs';
import { measure, textD } from './font.mjs';
import { sunMark } from './shapes.mjs';

const W = 440, H = 400;
/** Letters are outlined at this size once, and scaled to each label's. */
const EM = 100;

/**
 * Words are most of this picture: each letter's outline is defined once and every label places
 * copies of it (`<use>`), a third of the bytes of a whole outline per label. A label is drawn twice,
 * first thick in the colour under it (a halo, so it reads over streets and water), then in its own.
 */
function lettering() {
  const glyphs = new Map();
  let defs = '', count = 0;
  const glyph = (ch, weight) => {
    const key = `${weight}${ch}`;
    if (!glyphs.has(key)) {
      glyphs.set(key, `g${glyphs.size}`);
      defs += `<path id="${glyphs.get(key)}" d="${textD(ch, 0, 0, { size: EM, weight })}"/>`;
    }
    return glyphs.get(key);
  };
  const label = (x, y, str, { size = 15, weight = 700, fill = C.ink2, anchor = 'middle', halo = C.o0, rotate = 0 } = {}) => {
    const o = { size: EM, weight };
    const chars = [...str.normalize('NFC')];
    const k = size / EM, width = measure(str, o);
    const x0 = anchor === 'middle' ? -width / 2 : anchor === 'end' ? -width : 0;
    const uses = chars.map((ch, i) => (ch === ' ' ? '' : `<use href="#${glyph(ch, weight)}" x="${f(x0 + measure(chars.slice(0, i + 1).join(''), o) - measure(ch, o))}"/>`));
    const id = `t${count++}`;
    defs += `<g id="${id}" transform="translate(${f(x)} ${f(y)})${rotate ? ` rotate(${rotate})` : ''} scale(${k})">${uses.join('')}</g>`;
    return (halo ? `<use href="#${id}" fill="${halo}" stroke="${halo}" stroke-width="${f(4 / k)}"/>` : '') + `<use href="#${id}" fill="${fill}"/>`;
  };
  return { label, defs: () => `<defs>${defs}</defs>` };
}

/** Streets: every edge first, then every surface, so crossings join. */
const streets = (list) => list.map(([d, width, , edge = C.grey3]) => stroke(d, edge, width + 3)).join('') + list.map(([d, width, surface = C.white]) => stroke(d, surface, width)).join('');

/** A square sign (bus stop, parking) in blue with a white edge. */
const sign = (x, y, symbol) => rect(x - 11, y - 11, 22, 22, 5, C.b6, { stroke: C.white, 'stroke-width': 2 }) + symbol;
const bus = (x, y) => rect(x - 6, y - 7, 12, 10, 2.5, C.white) + rect(x - 4, y - 5, 8, 3.5, 1, C.b6) + circle(x - 3.5, y + 5, 1.6, C.white) + circle(x + 3.5, y + 5, 1.6, C.white);

/** The centre's pin: an orange drop holding the logo's sun. */
const pin = (x, y) =>
  path(P`M${x} ${y}C${x - 6} ${y - 14} ${x - 17} ${y - 22} ${x - 17} ${y - 35}A17 17 0 1 1 ${x + 17} ${y - 35}C${x + 17} ${y - 22} ${x + 6} ${y - 14} ${x} ${y}Z`, C.o5, { stroke: C.o7, 'stroke-width': 2 }) +
  circle(x, y - 35, 11, C.white) + sunMark(x, y - 35, 4.5, { rays: 8, rayW: 1.6 });

/** A small church: the landmark by the river. */
const church = (x, y) => path(P`M${x - 9} ${y + 8}V${y - 2}L${x} ${y - 10}L${x + 9} ${y - 2}V${y + 8}Z`, C.ink2) + stroke(P`M${x} ${y - 20}V${y - 10}M${x - 4} ${y - 16}H${x + 4}`, C.ink2, 2) + rect(x - 2.5, y + 1, 5, 7, 2, C.o0);

/**
 * The map's words in each language the site has: an English page shows the English drawing (street
 * and place names as the centre writes them, the kind of place in English: 'Thủ Thiêm Bridge'), with
 * 'N' for north. `parking` is placed by its sign: `beside` when it fits between the sign and the edge.
 */
const WORDS = {
  vi: {
    river: 'Sông Sài Gòn', bridge: 'Cầu Thủ Thiêm', tunnel: 'Hầm Thủ Thiêm', avenue: 'Đại lộ Mai Chí Thọ',
    tranNao: 'Trần Não', luongDinhCua: 'Lương Định Của', street7: 'Đường số 7', church: 'Nhà thờ Thủ Thiêm',
    park: 'Công viên', busStop: 'Trạm buýt', parking: 'Gửi xe', north: 'B',
  },
  en: {
    river: 'Saigon River', bridge: 'Thủ Thiêm Bridge', tunnel: 'Thủ Thiêm Tunnel', avenue: 'Mai Chí Thọ Boulevard',
    tranNao: 'Trần Não', luongDinhCua: 'Lương Định Của', street7: 'Street No. 7', church: 'Thủ Thiêm Church',
    park: 'Park', busStop: 'Bus stop', parking: 'Parking', north: 'N',
  },
};

/** The parking sign's word: beside the sign when it fits before the edge, else under it. */
function parkingLabel(word, label) {
  const o = { size: 13, fill: C.b7 };
  return measure(word, { size: 13, weight: 700 }) <= W - 392 - 4 ? label(392, 261, word, { ...o, anchor: 'start' }) : label(376, 284, word, o);
}

export function contactMap(w, h, locale = 'vi') {
  if (w !== W || h !== H) throw new Error(`contact map: drawn for ${W}x${H}, asked for ${w}x${h}`);
  const words = WORDS[locale];
  if (!words) throw new Error(`contact map: no words in "${locale}"`);
  const { label, defs } = lettering();
  // Ground, the built-up blocks a shade darker, the park south of the bridge's road.
  let s = rect(0, 0, W, H, 0, C.o0);
  for (const [x, y, bw, bh] of [[268, 8, 150, 50], [286, 84, 140, 32], [316, 142, 116, 74], [284, 256, 148, 28], [84, 140, 104, 60], [212, 204, 18, 96], [150, 362, 120, 40], [320, 336, 120, 70]]) s += rect(x, y, bw, bh, 10, C.o1);
  s += rect(96, 226, 86, 76, 14, C.g1) + [[118, 252], [144, 274], [160, 246]].map(([x, y]) => circle(x, y, 9, C.g3)).join('');

  // The Saigon river along the west.
  s += path(P`M0 0H58C70 80 48 170 66 250C78 310 60 360 70 400H0Z`, C.b2) + stroke(P`M58 0C70 80 48 170 66 250C78 310 60 360 70 400`, C.b3, 2);
  // The tunnel under it (dashed) to its mouth, and the bridge over it.
  s += stroke(P`M0 360L70 352`, C.grey5, 3, { 'stroke-dasharray': '6 5' }) + rect(64, 340, 14, 24, 3, C.grey5) + rect(0, 106, 76, 20, 0, C.grey5);
  s += streets([
    // Unnamed side streets.
    [P`M252 150C300 128 380 128 440 128`, 5],
    [P`M276 70H440`, 5],
    [P`M200 178V318`, 5],
    // Mai Chí Thọ from the tunnel's mouth; the bridge's road to the Trần Não corner; Trần Não north; Lương Định Của south; Đường số 7.
    [P`M76 352C180 338 300 322 440 296`, 16, C.y2, C.o4],
    [P`M0 116H80C150 116 200 140 238 178`, 12],
    [P`M300 0C284 60 252 130 238 178`, 12],
    [P`M238 178C262 220 290 270 312 324`, 12],
    [P`M266 238H440`, 8],
  ]);

  s += label(30, 196, words.river, { fill: C.b8, halo: C.b2, rotate: -90 });
  s += label(42, 98, words.bridge, { anchor: 'start' });
  s += label(92, 385, words.tunnel, { anchor: 'start', size: 14 });
  s += label(300, 356, words.avenue, { rotate: -9 });
  s += label(264, 42, words.tranNao, { anchor: 'end' });
  s += label(290, 196, words.luongDinhCua, { anchor: 'start', rotate: 60 });
  s += label(436, 228, words.street7, { anchor: 'end', size: measure(words.street7, { size: 14, weight: 700 }) <= 80 ? 14 : 13 }); // clear of the pin
  s += church(110, 170) + label(110, 198, words.church, { size: 13 });
  s += label(139, 320, words.park, { size: 13, fill: C.g7 });

  // The bus stop on Lương Định Của, the parking entrance beside the centre, the centre.
  s += sign(238, 212, bus(238, 212)) + label(222, 217, words.busStop, { anchor: 'end', size: 13, fill: C.b7 });
  s += sign(376, 256, label(376, 261.5, 'P', { size: 16, weight: 800, fill: C.white, halo: null })) + parkingLabel(words.parking, label);
  s += pin(340, 236);
  const name = 'Mặt Trời Nhỏ', bw = measure(name, { size: 17, weight: 800 }) + 20;
  s += rect(340 - bw / 2, 154, bw, 28, 8, C.white, { stroke: C.o5, 'stroke-width': 2 }) + label(340, 173.5, name, { size: 17, weight: 800, fill: C.o8, halo: null });

  // North.
  s += path(P`M414 10L422 34L414 29L406 34Z`, C.ink2) + label(414, 50, words.north, { size: 14 });
  return defs() + s;
}
