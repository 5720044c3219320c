/**
 * Vietnamese mobile numbers. The product (docs/product.md#validation) lists the prefixes 32-39, 56,
 * 58, 59, 70, 76-79, 81-85 and 90-99; the carriers have been handing out 52, 55, 86, 87, 88 and 89
 * for years as well, so a parent on one of those would have been turned away by that list. Both are
 * accepted here (docs/registration.md#accepted-mobile-numbers).
 */

type Carrier = 'Viettel' | 'VinaPhone' | 'MobiFone' | 'Vietnamobile' | 'Gmobile' | 'iTel' | 'Reddi (Wintel)' | 'S-Fone';

export interface MobilePrefix {
  /** The two digits after the leading 0 or +84. */
  prefix: string;
  carrier: Carrier;
  /** True for the prefixes added to the specification's list. */
  addedToSpec?: true;
  note?: string;
}

const group = (carrier: Carrier, prefixes: string[], added: string[] = []): MobilePrefix[] =>
  prefixes.map((prefix) => ({ prefix, carrier, ...(added.includes(prefix) ? { addedToSpec: true as const } : {}) }));

/** Every accepted mobile prefix with its carrier, in numeric order. */
export const mobilePrefixes: readonly MobilePrefix[] = ([
  ...group('Viettel', ['32', '33', '34', '35', '36', '37', '38', '39', '86', '96', '97', '98'], ['86']),
  ...group('VinaPhone', ['81', '82', '83', '84', '85', '88', '91', '94'], ['88']),
  ...group('MobiFone', ['70', '76', '77', '78', '79', '89', '90', '93'], ['89']),
  ...group('Vietnamobile', ['52', '56', '58', '92'], ['52']),
  ...group('Gmobile', ['59', '99']),
  ...group('iTel', ['87'], ['87']),
  ...group('Reddi (Wintel)', ['55'], ['55']),
  { prefix: '95', carrier: 'S-Fone', note: 'retired network; kept because the specification lists it' },
] satisfies MobilePrefix[]).sort((a, b) => a.prefix.localeCompare(b.prefix));

const pattern = new RegExp(`^(?:0|\\+84)(?:${mobilePrefixes.map((entry) => entry.prefix).join('|')})\\d{7}$`);

/** Drops what people type between digits: spaces, dots, dashes and parentheses. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s.\-()]/g, '');
}

/** 0 or +84, a carrier prefix, then exactly seven digits, once spaces, dots, dashes and brackets are removed. */
export function isVietnameseMobile(raw: string): boolean {
  return pattern.test(normalizePhone(raw));
}
