// Parameterised people: children, teens and adults (standing, seated at a desk, sitting on the floor),
// plus head-and-shoulders busts for portraits. Figures are drawn in a 100-unit-tall local frame with the
// feet at (0, 0) and placed with a translate/scale transform.
import { P, circle, ellipse, rect, path, stroke, g, tr } from './svg.mjs';
import { C, SKINS, HAIRS, SKINS_FOREIGN, HAIRS_FOREIGN, BOTTOMS, SHOES } from './palette.mjs';
import { item as drawItem, star as starShape, bubble } from './shapes.mjs';
import { measure } from './font.mjs';

const starMark = (x, y, R) => starShape(x, y, R, C.white, { opacity: 0.75 });

const AGE = {
  toddler: { hr: 19, hy: -72, tt: -52, tb: -27, hw: 14, hip: -24, arm: 7.5, leg: 8.5, gap: 6, L: 12 },
  child: { hr: 15.5, hy: -80, tt: -62, tb: -32, hw: 12.5, hip: -30, arm: 6.5, leg: 7, gap: 5.5, L: 14.5 },
  teen: { hr: 12, hy: -87, tt: -73, tb: -40, hw: 12, hip: -38, arm: 6, leg: 7.5, gap: 5, L: 17 },
  adult: { hr: 11, hy: -89, tt: -77, tb: -43, hw: 13, hip: -41, arm: 6.2, leg: 8, gap: 5.5, L: 18 },
};

const POSES = {
  // Raised arms open out enough to pass beside the face, never across it.
  down: [8, 4], wave: [125, 162], up: [135, 160], raise: [140, 172], hold: [22, -48], show: [32, -118],
  point: [82, 95], hand: [40, 34], desk: [14, -70], write: [18, -80], clap: [28, -108], out: [62, 75],
  hip: [38, -60], high: [150, 150], mic: [25, -140],
};

const SHORT_STYLES = new Set(['short', 'tuft', 'manShort', 'manSide', 'ponytail', 'bun', 'curly', 'buzz', 'pigtails', 'twobuns', 'spiky', 'braid']);

/**
 * Seeded face traits, so two people never share one face: eye shape, nose, mouth shape, cheeks,
 * freckles, face width, head tilt, brow shape and a mirrored parting.
 */
export function faceTraits(r, { adult = false } = {}) {
  return {
    eyes: r.pick(adult ? ['dot', 'almond', 'lash', 'dot', 'happy'] : ['dot', 'big', 'happy', 'lash', 'almond', 'big']),
    nose: r.pick(['none', 'dot', 'hook', 'dot']),
    mouth: r.pick(['a', 'b', 'c']),
    cheeks: r.chance(adult ? 0.5 : 0.8),
    freckles: r.chance(0.15),
    faceW: r.range(0.93, 1.05),
    tilt: r.range(-7, 7),
    browShape: r.pick(['arch', 'flat', 'up']),
    hairFlip: r.chance(0.5),
  };
}

const SHADE = 'rgba(120,60,30,.22)';

function eyesSvg(kind, r, ex, ey, lx, expr) {
  if (expr === 'calm') return stroke(P`M${-ex - 0.12 * r + lx} ${ey}Q${-ex + lx} ${ey + 0.1 * r} ${-ex + 0.12 * r + lx} ${ey}M${ex - 0.12 * r + lx} ${ey}Q${ex + lx} ${ey + 0.1 * r} ${ex + 0.12 * r + lx} ${ey}`, C.ink, 0.07 * r);
  let o = '';
  for (const sx of [-1, 1]) {
    const x = sx * ex + lx;
    if (kind === 'happy') o += stroke(P`M${x - 0.12 * r} ${ey + 0.05 * r}Q${x} ${ey - 0.11 * r} ${x + 0.12 * r} ${ey + 0.05 * r}`, C.ink, 0.07 * r);
    else if (kind === 'big') o += ellipse(x, ey, 0.11 * r, 0.14 * r, C.ink) + circle(x + 0.035 * r, ey - 0.05 * r, 0.04 * r, C.white);
    else if (kind === 'almond') o += ellipse(x, ey, 0.12 * r, 0.075 * r, C.ink) + circle(x + 0.04 * r, ey - 0.02 * r, 0.03 * r, C.white);
    else {
      o += ellipse(x, ey, 0.085 * r, 0.115 * r, C.ink);
      if (kind === 'lash') o += stroke(P`M${x + sx * 0.07 * r} ${ey - 0.08 * r}l${sx * 0.08 * r} ${-0.06 * r}`, C.ink, 0.045 * r);
    }
  }
  return o;
}

function mouthSvg(expr, shape, r, lx) {
  if (expr === 'o') return ellipse(lx, 0.52 * r, 0.1 * r, 0.13 * r, C.mouth);
  if (expr === 'open') {
    if (shape === 'b') return path(P`M${-0.32 * r + lx} ${0.4 * r}Q${lx} ${0.86 * r} ${0.32 * r + lx} ${0.4 * r}Z`, C.mouth) + path(P`M${-0.28 * r + lx} ${0.42 * r}L${0.28 * r + lx} ${0.42 * r}Q${lx} ${0.52 * r} ${-0.28 * r + lx} ${0.42 * r}Z`, C.white);
    if (shape === 'c') return path(P`M${-0.17 * r + lx} ${0.44 * r}Q${lx} ${0.7 * r} ${0.17 * r + lx} ${0.44 * r}Q${lx} ${0.4 * r} ${-0.17 * r + lx} ${0.44 * r}Z`, C.mouth);
    return path(P`M${-0.25 * r + lx} ${0.4 * r}Q${lx} ${0.78 * r} ${0.25 * r + lx} ${0.4 * r}Z`, C.mouth);
  }
  if (shape === 'b') return stroke(P`M${-0.3 * r + lx} ${0.42 * r}Q${lx} ${0.58 * r} ${0.3 * r + lx} ${0.42 * r}`, C.ink, 0.07 * r);
  if (shape === 'c') return stroke(P`M${-0.18 * r + lx} ${0.48 * r}Q${0.02 * r + lx} ${0.6 * r} ${0.24 * r + lx} ${0.4 * r}`, C.ink, 0.075 * r);
  return stroke(P`M${-0.22 * r + lx} ${0.42 * r}Q${lx} ${0.62 * r} ${0.22 * r + lx} ${0.42 * r}`, C.ink, 0.075 * r);
}

/** Head of radius r centred at the origin. Returns back layer (behind body) and front layer. */
export function head(r, o = {}) {
  const { skin = SKINS[1], hair = HAIRS[0], style = 'short', expr = 'smile', look = 0, glasses = false, brows = false, accent = C.o5, backView = false, earrings = false, hat } = o;
  const { eyes = 'dot', nose = 'none', mouth = 'a', cheeks = true, freckles = false, faceW = 1, browShape = 'arch', hairFlip = false, acc } = o;
  const lx = look * r * 0.22;
  const fw = faceW * r;
  let back = '';
  let front = '';
  // --- back hair
  if (style === 'bob') back += path(P`M${-1.13 * r} ${-0.2 * r}L${-1.13 * r} ${0.72 * r}Q${-1.13 * r} ${0.98 * r} ${-0.85 * r} ${0.98 * r}L${0.85 * r} ${0.98 * r}Q${1.13 * r} ${0.98 * r} ${1.13 * r} ${0.72 * r}L${1.13 * r} ${-0.2 * r}Z`, hair) + circle(0, -0.1 * r, 1.13 * r, hair);
  if (style === 'long' || style === 'bangs') back += path(P`M${-1.12 * r} ${-0.2 * r}L${-1.2 * r} ${1.75 * r}Q${-1.2 * r} ${2 * r} ${-0.9 * r} ${2 * r}L${0.9 * r} ${2 * r}Q${1.2 * r} ${2 * r} ${1.2 * r} ${1.75 * r}L${1.12 * r} ${-0.2 * r}Z`, hair) + circle(0, -0.1 * r, 1.12 * r, hair);
  if (style === 'ponytail') back += ellipse(0, 0, 0.36 * r, 0.8 * r, hair, { transform: tr((hairFlip ? -1 : 1) * 1.12 * r, 0.35 * r, 1, hairFlip ? 22 : -22) });
  if (style === 'braid') { const sx = hairFlip ? -1 : 1; for (let i = 0; i < 5; i++) back += ellipse(sx * (0.95 + i * 0.03) * r, (0.35 + i * 0.32) * r, 0.24 * r, 0.2 * r, hair); back += circle(sx * 1.1 * r, 1.9 * r, 0.12 * r, accent); }
  if (style === 'pigtails') back += ellipse(-1.2 * r, 0.45 * r, 0.36 * r, 0.55 * r, hair) + ellipse(1.2 * r, 0.45 * r, 0.36 * r, 0.55 * r, hair);
  if (style === 'bun') back += circle(0, -1.02 * r, 0.46 * r, hair);
  if (style === 'twobuns') back += circle(-0.78 * r, -0.82 * r, 0.4 * r, hair) + circle(0.78 * r, -0.82 * r, 0.4 * r, hair);
  if (style === 'curly') back += [-0.9, -0.45, 0, 0.45, 0.9].map((x) => circle(x * r, -0.78 * r + Math.abs(x) * 0.35 * r, 0.42 * r, hair)).join('');
  if (style === 'afro') back += circle(0, -0.2 * r, 1.27 * r, hair);
  // --- ears + face
  if (SHORT_STYLES.has(style) || backView) front += circle(-fw, 0.12 * r, 0.22 * r, skin) + circle(fw, 0.12 * r, 0.22 * r, skin);
  if (earrings) front += circle(-fw, 0.4 * r, 0.09 * r, C.y5) + circle(fw, 0.4 * r, 0.09 * r, C.y5);
  front += ellipse(0, 0, fw, r, skin);
  if (backView) {
    front += circle(0, -0.08 * r, 1.04 * r, hair);
  } else {
    const ey = 0.12 * r, ex = 0.36 * r;
    front += eyesSvg(eyes, r, ex, ey, lx, expr);
    if (brows) {
      const by = browShape === 'up' ? -0.22 * r : -0.17 * r, bq = browShape === 'flat' ? 0 : 0.07 * r;
      front += stroke(P`M${-ex - 0.13 * r + lx} ${by + 0.01 * r}Q${-ex + lx} ${by - bq} ${-ex + 0.13 * r + lx} ${by}M${ex - 0.13 * r + lx} ${by}Q${ex + lx} ${by - bq} ${ex + 0.13 * r + lx} ${by + 0.01 * r}`, hair, 0.06 * r);
    }
    if (cheeks) front += circle(-0.6 * r + lx * 0.5, 0.42 * r, 0.15 * r, C.pink, { opacity: 0.45 }) + circle(0.6 * r + lx * 0.5, 0.42 * r, 0.15 * r, C.pink, { opacity: 0.45 });
    if (freckles) front += [[-0.55, 0.3], [-0.45, 0.38], [-0.62, 0.4], [0.55, 0.3], [0.45, 0.38], [0.62, 0.4]].map(([x, y]) => circle(x * r + lx * 0.5, y * r, 0.035 * r, 'rgba(140,70,30,.45)')).join('');
    if (nose === 'dot') front += ellipse(lx * 1.2, 0.3 * r, 0.07 * r, 0.05 * r, SHADE);
    if (nose === 'hook') front += stroke(P`M${lx * 1.2 - 0.03 * r} ${0.2 * r}Q${lx * 1.2 + 0.08 * r} ${0.3 * r} ${lx * 1.2 - 0.04 * r} ${0.33 * r}`, SHADE, 0.05 * r);
    front += mouthSvg(expr, mouth, r, lx);
    // --- front hair (fringe)
    // The crown reaches above the face's top (-r), so no sliver of skin shows over the fringe.
    const cap = P`M${-1.05 * r} ${0.15 * r}C${-1.05 * r} ${-1.52 * r} ${1.05 * r} ${-1.52 * r} ${1.05 * r} ${0.15 * r}`;
    let fr;
    switch (style) {
      case 'short': case 'buzz':
        fr = cap + P`L${0.98 * r} ${-0.05 * r}Q${0.6 * r} ${-0.5 * r} ${-0.05 * r} ${-0.45 * r}Q${-0.65 * r} ${-0.42 * r} ${-0.98 * r} ${0.02 * r}Z`; break;
      case 'tuft':
        fr = cap + P`L${0.98 * r} ${0}Q${0.5 * r} ${-0.35 * r} ${0.2 * r} ${-0.55 * r}Q${-0.2 * r} ${-0.3 * r} ${-0.98 * r} ${0}Z` + P`M${-0.15 * r} ${-1 * r}Q${0.1 * r} ${-1.45 * r} ${0.4 * r} ${-1.25 * r}Q${0.15 * r} ${-1.2 * r} ${0.2 * r} ${-0.95 * r}Z`; break;
      case 'spiky':
        fr = cap + P`L${0.98 * r} ${-0.1 * r}L${0.6 * r} ${-0.4 * r}L${0.35 * r} ${-0.3 * r}L${0.1 * r} ${-0.48 * r}L${-0.2 * r} ${-0.32 * r}L${-0.5 * r} ${-0.46 * r}L${-0.98 * r} ${-0.05 * r}Z` + P`M${-0.7 * r} ${-0.8 * r}L${-0.55 * r} ${-1.25 * r}L${-0.25 * r} ${-0.95 * r}L${0} ${-1.35 * r}L${0.25 * r} ${-0.98 * r}L${0.58 * r} ${-1.2 * r}L${0.7 * r} ${-0.78 * r}Z`; break;
      case 'manShort':
        fr = cap + P`L${0.98 * r} ${-0.1 * r}Q${0.9 * r} ${-0.55 * r} ${0.3 * r} ${-0.6 * r}Q${-0.6 * r} ${-0.62 * r} ${-0.98 * r} ${-0.1 * r}Z`; break;
      case 'manSide': case 'curly':
        fr = cap + P`L${0.98 * r} ${-0.1 * r}Q${0.7 * r} ${-0.62 * r} ${-0.25 * r} ${-0.62 * r}Q${-0.3 * r} ${-0.4 * r} ${-0.98 * r} ${0}Z`; break;
      case 'afro':
        fr = P`M${-1.1 * r} ${0.1 * r}A${1.1 * r} ${1.12 * r} 0 0 1 ${1.1 * r} ${0.1 * r}L${0.95 * r} ${-0.2 * r}Q${0.5 * r} ${-0.5 * r} ${0} ${-0.5 * r}Q${-0.5 * r} ${-0.5 * r} ${-0.95 * r} ${-0.2 * r}Z`; break;
      case 'bangs':
        fr = cap + P`L${1 * r} ${-0.08 * r}L${0.7 * r} ${-0.14 * r}L${0.55 * r} ${-0.22 * r}L${0.35 * r} ${-0.12 * r}L${0.1 * r} ${-0.2 * r}L${-0.15 * r} ${-0.12 * r}L${-0.4 * r} ${-0.2 * r}L${-0.65 * r} ${-0.12 * r}L${-1 * r} ${-0.08 * r}Z`; break;
      case 'bob': case 'pigtails': case 'twobuns':
        fr = cap + P`L${0.96 * r} ${0}Q${0.9 * r} ${-0.36 * r} ${0.6 * r} ${-0.36 * r}L${-0.6 * r} ${-0.36 * r}Q${-0.9 * r} ${-0.36 * r} ${-0.96 * r} ${0}Z`; break;
      default: // long, ponytail, bun, braid: side-swept
        fr = cap + P`L${0.98 * r} ${0.2 * r}Q${0.8 * r} ${-0.5 * r} ${-0.1 * r} ${-0.52 * r}Q${-0.7 * r} ${-0.4 * r} ${-1.02 * r} ${0.35 * r}Z`;
    }
    front += hairFlip ? g(path(fr, hair), { transform: 'scale(-1 1)' }) : path(fr, hair);
    if (style === 'pigtails' || style === 'ponytail') {
      const ties = style === 'pigtails' ? [[-1.02, 0.05], [1.02, 0.05]] : [[hairFlip ? -0.98 : 0.98, -0.05]];
      front += ties.map(([x, y]) => circle(x * r, y * r, 0.15 * r, accent)).join('');
    }
    if (style === 'bob' && o.clip) front += rect(0.35 * r, -0.62 * r, 0.34 * r, 0.14 * r, 0.07 * r, accent);
    if (!hat && acc === 'bow') front += path(P`M${0.55 * r} ${-0.8 * r}l${-0.32 * r} ${-0.2 * r}l0 ${0.4 * r}ZM${0.55 * r} ${-0.8 * r}l${0.32 * r} ${-0.2 * r}l0 ${0.4 * r}Z`, accent) + circle(0.55 * r, -0.8 * r, 0.09 * r, accent);
    if (!hat && acc === 'headband') front += stroke(P`M${-0.92 * r} ${-0.45 * r}Q${0} ${-1.45 * r} ${0.92 * r} ${-0.45 * r}`, accent, 0.16 * r);
    if (glasses) front += stroke(P`M${-0.13 * r + lx} ${0.1 * r}L${0.13 * r + lx} ${0.1 * r}`, C.ink2, 0.06 * r) + circle(-0.36 * r + lx, 0.12 * r, 0.22 * r, 'none', { stroke: C.ink2, 'stroke-width': 0.065 * r }) + circle(0.36 * r + lx, 0.12 * r, 0.22 * r, 'none', { stroke: C.ink2, 'stroke-width': 0.065 * r });
  }
  if (hat === 'grad') front += path(P`M${-1.5 * r} ${-0.95 * r}L${0} ${-1.4 * r}L${1.5 * r} ${-0.95 * r}L${0} ${-0.5 * r}Z`, C.b9) + path(P`M${-0.75 * r} ${-0.78 * r}L${-0.75 * r} ${-0.45 * r}Q0 ${-0.2 * r} ${0.75 * r} ${-0.45 * r}L${0.75 * r} ${-0.78 * r}Z`, C.b8) + stroke(P`M0 ${-0.95 * r}L${1.1 * r} ${-0.8 * r}L${1.1 * r} ${-0.3 * r}`, C.y5, 0.08 * r) + circle(1.1 * r, -0.28 * r, 0.1 * r, C.y5);
  if (hat === 'party') front += path(P`M${-0.55 * r} ${-0.75 * r}L${0.05 * r} ${-1.9 * r}L${0.55 * r} ${-0.8 * r}Z`, accent) + circle(0.05 * r, -1.9 * r, 0.16 * r, C.y5) + stroke(P`M${-0.35 * r} ${-1.1 * r}L${0.35 * r} ${-1.15 * r}`, C.white, 0.1 * r);
  if (hat === 'crown') front += path(P`M${-0.6 * r} ${-0.78 * r}L${-0.66 * r} ${-1.38 * r}L${-0.3 * r} ${-1.08 * r}L${0} ${-1.5 * r}L${0.3 * r} ${-1.08 * r}L${0.66 * r} ${-1.38 * r}L${0.6 * r} ${-0.78 * r}Z`, accent) + circle(0, -1.5 * r, 0.1 * r, C.red) + circle(-0.66 * r, -1.38 * r, 0.08 * r, C.white) + circle(0.66 * r, -1.38 * r, 0.08 * r, C.white);
  if (hat === 'helmet') front += path(P`M${-1.1 * r} ${-0.15 * r}A${1.1 * r} ${1.05 * r} 0 0 1 ${1.1 * r} ${-0.15 * r}Z`, accent) + rect(-1.2 * r, -0.2 * r, 2.4 * r, 0.16 * r, 0.08 * r, C.b7);
  return { back, front };
}

/**
 * A full figure. opts: age, skin, hair, style, shirt, bottom ('shorts'|'skirt'|'pants'|'dress'), bottomColor,
 * shoes, pose [left, right] (names of POSES), item {kind, ...}, itemHand ('both'|'left'|'right'), expr, look,
 * mode ('stand'|'seat'|'floor'), sleeve ('short'|'long'), collar, scarf, blazer, tie, walk, backView, hat.
 */
export function person(o) {
  const A = AGE[o.age || 'child'];
  const { hr, hy, tt, tb, hw, hip, arm, leg, gap, L } = A;
  const { skin = SKINS[1], shirt = C.b6, bottom = 'shorts', bottomColor = C.b7, shoes = C.ink, mode = 'stand', sleeve = 'short', walk = 0, backView = false } = o;
  const pose = Array.isArray(o.pose) ? o.pose : [o.pose || 'down', o.pose || 'down'];
  const H = head(hr, { ...o, backView });
  const tilt = o.tilt || 0;
  let s = g(H.back, { transform: tr(0, hy, 1, tilt) });
  // legs
  if (mode === 'stand') {
    const fl = [-gap - 1 - walk * 7, -3], frr = [gap + 1 + walk * 5, -3];
    const legCol = bottom === 'pants' ? bottomColor : skin;
    s += stroke(P`M${-gap} ${hip}L${fl[0]} ${fl[1]}M${gap} ${hip}L${frr[0]} ${frr[1]}`, legCol, leg, { 'stroke-linecap': 'butt' });
    if (bottom !== 'pants' && o.socks !== false) s += stroke(P`M${fl[0] + (-gap - fl[0]) * 0.18} ${-9}L${fl[0]} ${-4}M${frr[0] + (gap - frr[0]) * 0.18} ${-9}L${frr[0]} ${-4}`, C.white, leg, { 'stroke-linecap': 'butt' });
    s += ellipse(fl[0] - 1.5, -2.6, leg * 0.85, leg * 0.45, shoes) + ellipse(frr[0] + 1.5, -2.6, leg * 0.85, leg * 0.45, shoes);
  } else if (mode === 'floor') {
    const y = hip + 3;
    s += path(P`M${-hw - 13} ${y + 2}Q${-hw - 15} ${y + 12} ${-8} ${y + 12}L${8} ${y + 12}Q${hw + 15} ${y + 12} ${hw + 13} ${y + 2}Q${0} ${y - 8} ${-hw - 13} ${y + 2}Z`, bottom === 'pants' ? bottomColor : bottom === 'skirt' || bottom === 'dress' ? (bottom === 'dress' ? shirt : bottomColor) : bottomColor);
    s += ellipse(-7, y + 9, leg * 0.8, leg * 0.45, shoes) + ellipse(7, y + 9, leg * 0.8, leg * 0.45, shoes);
  }
  // skirt / shorts
  const dressCol = bottom === 'dress' ? shirt : bottomColor;
  if (mode === 'stand') {
    if (bottom === 'shorts') s += path(P`M${-hw + 1} ${tb - 3}L${hw - 1} ${tb - 3}L${hw - 0.5} ${hip + 9}L${1.5} ${hip + 9}L${0} ${hip + 4}L${-1.5} ${hip + 9}L${-hw + 0.5} ${hip + 9}Z`, bottomColor);
    if (bottom === 'pants') s += path(P`M${-hw + 1} ${tb - 3}L${hw - 1} ${tb - 3}L${hw - 1.5} ${hip + 3}L${-hw + 1.5} ${hip + 3}Z`, bottomColor);
    if (bottom === 'skirt' || bottom === 'dress') s += path(P`M${-hw + 1} ${tb - 3}L${hw - 1} ${tb - 3}L${hw + 4} ${hip + 11}Q0 ${hip + 13} ${-hw - 4} ${hip + 11}Z`, dressCol);
  } else if (mode === 'floor' && (bottom === 'skirt' || bottom === 'dress')) {
    s += path(P`M${-hw + 1} ${tb - 3}L${hw - 1} ${tb - 3}L${hw + 8} ${hip + 8}Q0 ${hip + 11} ${-hw - 8} ${hip + 8}Z`, dressCol);
  }
  // neck + torso
  s += rect(-hr * 0.28, hy + hr * 0.6, hr * 0.56, tt - hy - hr * 0.6 + 3, 0, skin);
  const rr = hw * 0.55;
  s += path(P`M${-hw} ${tb}L${-hw} ${tt + rr}Q${-hw} ${tt} ${-hw + rr} ${tt}L${hw - rr} ${tt}Q${hw} ${tt} ${hw} ${tt + rr}L${hw} ${tb}Q0 ${tb + 2} ${-hw} ${tb}Z`, o.blazer || shirt);
  if (o.blazer) {
    s += path(P`M${-hw * 0.42} ${tt}L0 ${tt + (tb - tt) * 0.5}L${hw * 0.42} ${tt}Z`, shirt);
    if (o.tie) s += path(P`M-1.6 ${tt + 2}L1.6 ${tt + 2}L2.2 ${tt + 13}L0 ${tt + 16}L-2.2 ${tt + 13}Z`, o.tie);
    s += stroke(P`M${-hw * 0.42} ${tt}L0 ${tt + (tb - tt) * 0.5}L${hw * 0.42} ${tt}`, 'rgba(0,0,0,.15)', 1.2);
  } else if (o.collar) {
    s += path(P`M${-hr * 0.5} ${tt - 0.5}L0 ${tt + 4}L${-hr * 0.1} ${tt + 6.5}Z`, C.grey1) + path(P`M${hr * 0.5} ${tt - 0.5}L0 ${tt + 4}L${hr * 0.1} ${tt + 6.5}Z`, C.grey1);
    if (!o.scarf) s += [tt + 9, tt + 15, tt + 21].map((y) => circle(0, y, 0.8, C.grey3)).join('');
  }
  if (!o.blazer && !o.collar && o.pattern === 'stripes') s += [0.3, 0.55, 0.8].map((t) => rect(-hw, tt + (tb - tt) * t, hw * 2, (tb - tt) * 0.09, 0, C.white, { opacity: 0.45 })).join('');
  if (!o.blazer && !o.collar && o.pattern === 'pocket') s += rect(hw * 0.15, tt + (tb - tt) * 0.3, hw * 0.5, hw * 0.5, 1.5, 'rgba(0,0,0,.12)');
  if (!o.blazer && !o.collar && o.pattern === 'star') s += starMark(0, tt + (tb - tt) * 0.45, hw * 0.38);
  if (o.scarf) s += path(P`M${-hr * 0.45} ${tt + 1}L${hr * 0.45} ${tt + 1}L0 ${tt + 6}Z`, C.red) + path(P`M-1 ${tt + 5}L-4 ${tt + 16}L-1 ${tt + 15}Z`, C.red) + path(P`M1 ${tt + 5}L4 ${tt + 16}L1 ${tt + 15}Z`, C.red) + circle(0, tt + 5, 2, C.red);
  if (o.lanyard) s += stroke(P`M${-hw * 0.4} ${tt}L0 ${tt + 16}L${hw * 0.4} ${tt}`, o.lanyard, 1.2) + rect(-3.5, tt + 15, 7, 9, 1.5, C.white);
  if (o.backpack) s += stroke(P`M${-hw * 0.55} ${tt}L${-hw * 0.6} ${tb - 2}M${hw * 0.55} ${tt}L${hw * 0.6} ${tb - 2}`, o.backpack, 2.6);
  if (o.medal) s += path(P`M${-hw * 0.45} ${tt}L0 ${tt + 14}L${hw * 0.45} ${tt}L${hw * 0.2} ${tt}L0 ${tt + 9}L${-hw * 0.2} ${tt}Z`, C.b5) + circle(0, tt + 16, 4.2, C.y5) + circle(0, tt + 16, 2.4, C.y3);
  // head
  s += g(H.front, { transform: tr(0, hy, 1, tilt) });
  // arms
  const hands = [];
  const armSvg = (side, name) => {
    const [a1, a2] = POSES[name] || POSES.down;
    const S = [side * (hw - 2.6), tt + 4.5];
    const r1 = (a1 * Math.PI) / 180, r2 = (a2 * Math.PI) / 180;
    const E = [S[0] + side * Math.sin(r1) * L, S[1] + Math.cos(r1) * L];
    const Hd = [E[0] + side * Math.sin(r2) * L, E[1] + Math.cos(r2) * L];
    hands.push(Hd);
    const sl = sleeve === 'long' ? 1 : sleeve === 'none' ? 0 : 0.5;
    let a = stroke(P`M${S[0]} ${S[1]}L${E[0]} ${E[1]}L${Hd[0]} ${Hd[1]}`, sleeve === 'long' ? (o.blazer || shirt) : skin, arm);
    if (sl === 0.5) a += stroke(P`M${S[0]} ${S[1]}L${S[0] + (E[0] - S[0]) * 0.55} ${S[1] + (E[1] - S[1]) * 0.55}`, o.blazer || shirt, arm + 1.6);
    return a;
  };
  const arms = armSvg(-1, pose[0]) + armSvg(1, pose[1]);
  s += arms;
  let handDots = hands.map(([x, y]) => circle(x, y, arm * 0.56, skin)).join('');
  if (o.item) {
    const ih = o.itemHand || 'both';
    const [hx, hy2] = ih === 'left' ? hands[0] : ih === 'right' ? hands[1] : [(hands[0][0] + hands[1][0]) / 2, (hands[0][1] + hands[1][1]) / 2];
    s += g(drawItem(o.item), { transform: tr(hx, hy2) });
  }
  s += handDots;
  const shift = mode === 'seat' ? -hip : mode === 'floor' ? -(hip + 15) : 0;
  return shift ? g(s, { transform: tr(0, shift) }) : s;
}

// Heads drawn so far in the current picture (its scene's coordinates), so speech bubbles can keep
// clear of faces. build.mjs resets the list before each picture.
let heads = [];
export const resetHeads = () => { heads = []; };
export const drawnHeads = () => heads;

/** A speech bubble sized to its words, moved clear of every head drawn so far (W×H: the picture). */
export function say(x, y, str, o, W, H, { w, h } = {}) {
  const size = o.size || H * 0.05;
  const bh = h || size * 2.3;
  const bw = w || measure(str, { size }) + bh * 0.9;
  const [bx, by] = clearOfHeads(x, y, bw, bh, W, H);
  return bubble(bx, by, bw, bh, str, { ...o, size });
}

/** Place a figure: feet (or hips when seated) at (x, y), height 100*s. */
export function place(x, y, s, o) {
  const A = AGE[o.age || 'child'];
  const shift = o.mode === 'seat' ? -A.hip : o.mode === 'floor' ? -(A.hip + 15) : 0;
  const top = o.hat === 'party' || o.style === 'tuft' || o.style === 'spiky' || o.style === 'bun' ? 1.9 : 1.45;
  if (!o.backView) heads.push({ x: x, y: y + (A.hy + shift) * s, r: A.hr * s * 1.25, top: A.hr * s * top });
  return g(person(o), { transform: tr(x, y, s) });
}

/**
 * Moves a w×h speech bubble (tail below it) from (x, y) to the nearest spot inside the W×H picture
 * that covers no drawn head: tries small moves up, sideways and down, in that order.
 */
export function clearOfHeads(x, y, w, h, W, H) {
  const hits = (bx, by) => heads.some((hd) => bx < hd.x + hd.r && bx + w > hd.x - hd.r && by < hd.y + hd.r && by + h + 16 > hd.y - hd.top);
  const clampX = (v) => Math.min(Math.max(v, 4), W - w - 4);
  const clampY = (v) => Math.min(Math.max(v, 4), H - h - 20);
  const tries = [[0, 0]];
  for (let k = 1; k <= 14; k++) {
    const d = k * Math.max(6, Math.min(W, H) * 0.02);
    tries.push([0, -d], [-d, 0], [d, 0], [-d, -d], [d, -d], [0, d], [-d, d], [d, d]);
  }
  for (const [dx, dy] of tries) {
    const bx = clampX(x + dx), by = clampY(y + dy);
    if (!hits(bx, by)) return [bx, by];
  }
  return [clampX(x), clampY(y)];
}

const SHIRT_T = [C.o5, C.b6, C.y5, C.g5, C.o3, C.b4, C.red2, C.b3];

/** Hair styles that read as a girl's or a woman's, and as a boy's or a man's (randomKid and randomAdult pick from these). */
const STYLES_BY_GENDER = {
  female: new Set(['bob', 'long', 'bangs', 'ponytail', 'braid', 'pigtails', 'bun', 'twobuns']),
  male: new Set(['short', 'tuft', 'spiky', 'buzz', 'curly', 'manShort', 'manSide', 'afro']),
};

/**
 * A portrait's look as the gender its manifest entry declares: a boy or a man loses eyelashes, bows,
 * headbands and earrings; a hair style of the other gender throws.
 */
export function drawnAs(o, gender, where) {
  if (!STYLES_BY_GENDER[gender]?.has(o.style)) throw new Error(`${where} is declared ${gender} but drawn with '${o.style}' hair`);
  return gender === 'male' ? { ...o, eyes: o.eyes === 'lash' ? 'dot' : o.eyes, acc: 'none', earrings: false } : o;
}

export function randomKid(r, { age = 'child', gender, uniform = false, scarf } = {}) {
  gender = gender || (r.chance(0.5) ? 'g' : 'b');
  const girlStyles = age === 'toddler' ? ['pigtails', 'twobuns', 'bob', 'bangs'] : age === 'teen' || age === 'adult' ? ['long', 'ponytail', 'bob', 'bun', 'braid', 'bangs'] : ['bob', 'pigtails', 'ponytail', 'long', 'braid', 'bangs', 'twobuns'];
  const boyStyles = age === 'teen' || age === 'adult' ? ['manSide', 'manShort', 'tuft', 'spiky', 'curly'] : ['short', 'tuft', 'spiky', 'buzz', 'curly'];
  const o = {
    age, gender,
    skin: r.pick(SKINS), hair: r.pick(HAIRS),
    style: r.pick(gender === 'g' ? girlStyles : boyStyles),
    shirt: r.pick(SHIRT_T), shoes: r.pick(SHOES), accent: r.pick([C.o5, C.y5, C.red2, C.b4]),
    look: r.range(-0.7, 0.7), expr: r.pick(['smile', 'open', 'smile']),
    glasses: age !== 'toddler' && r.chance(0.12),
    ...faceTraits(r),
    brows: r.chance(0.4),
    acc: gender === 'g' ? r.pick(['none', 'bow', 'headband', 'none']) : 'none',
    pattern: r.pick(['none', 'stripes', 'pocket', 'star', 'none']),
  };
  if (uniform) {
    Object.assign(o, { shirt: C.white, collar: true, bottomColor: C.b6, bottom: gender === 'g' ? 'skirt' : age === 'teen' ? 'pants' : 'shorts', scarf: scarf ?? (age === 'child' && r.chance(0.55)), shoes: r.pick([C.ink, C.b8, C.white]) });
  } else {
    o.bottom = gender === 'g' ? r.pick(['skirt', 'dress', 'shorts', 'pants']) : r.pick(age === 'teen' || age === 'adult' ? ['pants', 'pants', 'shorts'] : ['shorts', 'pants', 'shorts']);
    o.bottomColor = r.pick(BOTTOMS);
    if (o.bottomColor === o.shirt) o.bottomColor = C.b8;
  }
  return o;
}

export function randomAdult(r, { gender, foreign = false, smart = true } = {}) {
  gender = gender || (r.chance(0.6) ? 'w' : 'm');
  const o = {
    age: 'adult', gender,
    skin: foreign ? r.pick(SKINS_FOREIGN) : r.pick(SKINS), hair: foreign ? r.pick(HAIRS_FOREIGN) : r.pick(HAIRS),
    style: gender === 'w' ? r.pick(['long', 'bun', 'bob', 'ponytail', 'bangs', 'braid']) : r.pick(['manShort', 'manSide', foreign ? 'curly' : 'spiky', foreign ? 'afro' : 'manShort']),
    look: r.range(-0.5, 0.5), expr: r.pick(['smile', 'open']), brows: true, glasses: r.chance(0.25),
    sleeve: 'long', shoes: r.pick([C.ink, C.o8, C.b9]),
    ...faceTraits(r, { adult: true }),
  };
  if (gender === 'w') {
    Object.assign(o, { shirt: r.pick([C.white, C.y2, C.b1, C.o1]), blazer: smart ? r.pick([C.o5, C.b6, C.b7, C.o6]) : null, bottom: r.pick(['skirt', 'pants']), bottomColor: r.pick([C.b8, C.ink2, C.b7]), earrings: r.chance(0.5) });
    if (!smart) o.shirt = r.pick([C.o4, C.b5, C.g5]);
  } else {
    Object.assign(o, { shirt: r.pick([C.white, C.b1]), blazer: smart ? r.pick([C.b7, C.b8, C.ink2]) : null, tie: smart && r.chance(0.5) ? r.pick([C.o5, C.red, C.y6]) : null, bottom: 'pants', bottomColor: r.pick([C.b9, C.ink2, C.b8]) });
    if (!smart) o.shirt = r.pick([C.b5, C.o5, C.g5]);
  }
  return o;
}

/** Head-and-shoulders bust in units of head radius 10, head centre at the origin. */
export function bust(o) {
  const { skin, clothes = C.b6, inner = C.white, kind = 'blazer', tie } = o;
  const H = head(10, { ...o, brows: o.brows ?? true });
  const turn = o.tilt ? o.tilt * 0.6 : 0;
  let s = g(H.back, turn ? { transform: `rotate(${turn.toFixed(1)})` } : {});
  s += rect(-3.2, 5, 6.4, 12, 0, skin);
  s += path(P`M-24 52L-23 26Q-22 14 -10 13L10 13Q22 14 23 26L24 52Z`, kind === 'blazer' ? clothes : kind === 'aodai' ? clothes : clothes);
  if (kind === 'blazer') {
    s += path(P`M-6.5 14.5L0 30L6.5 14.5Z`, inner);
    if (tie) s += path(P`M-1.6 16L1.6 16L2.4 27L0 30L-2.4 27Z`, tie);
    s += path(P`M-10 14.5L-2 34L-4.5 22L-8 21Z`, 'rgba(0,0,0,.13)') + path(P`M10 14.5L2 34L4.5 22L8 21Z`, 'rgba(0,0,0,.13)');
  } else if (kind === 'aodai') {
    s += rect(-4.2, 11.5, 8.4, 4.5, 1.5, clothes) + stroke(P`M3 16Q7 20 12 20`, 'rgba(0,0,0,.15)', 0.6);
    s += [[-12, 30], [-7, 40], [12, 36], [-15, 44]].map(([x, y]) => circle(x, y, 1.3, o.pattern || C.y3) + circle(x + 2, y + 1.2, 0.9, o.pattern || C.y3)).join('');
  } else if (kind === 'shirt') {
    s += path(P`M-5.5 14L0 20L-2 23Z`, C.white) + path(P`M5.5 14L0 20L2 23Z`, C.white);
    if (tie) s += path(P`M-1.4 19L1.4 19L2.2 31L0 34L-2.2 31Z`, tie);
  } else if (kind === 'uniform') {
    s += path(P`M-6 14L0 20L-2.5 23.5Z`, C.grey1) + path(P`M6 14L0 20L2.5 23.5Z`, C.grey1);
    if (o.scarf) s += path(P`M-5 15L5 15L0 20Z`, C.red) + path(P`M-1 19L-4 30L-0.5 29Z`, C.red) + path(P`M1 19L4 30L0.5 29Z`, C.red) + circle(0, 19.5, 1.8, C.red);
  } else if (kind === 'cardigan') {
    s += path(P`M-6 14.5L0 44L6 14.5Z`, inner) + [26, 33, 40].map((y) => circle(1.8, y, 0.8, C.white)).join('');
  } else {
    s += path(P`M-5 14.5Q0 19 5 14.5Z`, skin);
  }
  s += g(H.front, turn ? { transform: `rotate(${turn.toFixed(1)})` } : {});
  return s;
}

export { AGE, POSES };
