// The one palette every illustration draws from (see docs/design.md#palette).
export const C = {
  o0: '#FFF8F0', o1: '#FFEBD6', o2: '#FFD4A8', o3: '#FFB566', o4: '#FF9A2E', o5: '#FF8300', o6: '#E67300', o7: '#C25F00', o8: '#8F4600',
  b0: '#F3F8FE', b1: '#E8F1FC', b2: '#CFE1F8', b3: '#A5C6F0', b4: '#6FA0E0', b5: '#3F7FCF', b6: '#185AB1', b7: '#124A94', b8: '#0E3A75', b9: '#0A2A55',
  y1: '#FFF3C4', y2: '#FFE38A', y3: '#FFD24D', y5: '#FFBD00', y6: '#E6A800',
  g1: '#DDF2D8', g2: '#A8DBA0', g3: '#7CC47F', g5: '#4FA66A', g7: '#2F7F50',
  cream: '#FFF6EC', white: '#FFFFFF', ink: '#2B2F3A', ink2: '#4A5263',
  grey1: '#EEF1F5', grey2: '#D5DBE4', grey3: '#A9B3C2', grey5: '#6B7587',
  red: '#E2463C', red2: '#F2776C', pink: '#FF9C8A', mouth: '#B5473D',
  wood: '#E8A568', wood2: '#CF8648', wood3: '#B36B34',
  road: '#5C6B82',
};

/** Warm Asian skin tones, plus a few lighter ones for foreign teachers. */
export const SKINS = ['#F7D7B8', '#F1C8A2', '#EBBB91', '#E2AA7E', '#D59B6E', '#C98B5E', '#FAE0C8'];
export const SKINS_FOREIGN = ['#FBE3D2', '#F6D5C0', '#EEC6A8', '#A8724C', '#8C5A3C'];
export const HAIRS = ['#1C1717', '#241B19', '#2E221D', '#3A2A22', '#4A3426', '#15161C'];
export const HAIRS_FOREIGN = ['#7A4E2F', '#C99A55', '#5B3A26', '#D8B26A', '#2A1E1A'];

export const SHIRTS = [C.o5, C.b6, C.y5, C.g5, C.o3, C.b4, C.red2, '#FFFFFF', C.b3];
export const BOTTOMS = [C.b7, C.b8, C.b6, C.o7, C.ink2, '#3C6E9E'];
export const SHOES = [C.ink, C.b8, C.o7, '#FFFFFF', C.red];
