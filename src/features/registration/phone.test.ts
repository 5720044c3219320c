import { describe, expect, it } from 'vitest';
import { isVietnameseMobile, mobilePrefixes, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['091 234 5678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['+84 912-345-678', '+84912345678'],
    ['(+84) 912 345 678', '+84912345678'],
    [' 0912\u00a0345\t678 ', '0912345678'],
  ])('%j -> %j', (raw, normalized) => {
    expect(normalizePhone(raw)).toBe(normalized);
  });
});

describe('isVietnameseMobile', () => {
  const carriers: [string, string[]][] = [
    ['Viettel', ['32', '33', '34', '35', '36', '37', '38', '39', '86', '96', '97', '98']],
    ['VinaPhone', ['81', '82', '83', '84', '85', '88', '91', '94']],
    ['MobiFone', ['70', '76', '77', '78', '79', '89', '90', '93']],
    ['Vietnamobile', ['52', '56', '58', '92']],
    ['Gmobile', ['59', '99']],
    ['iTel', ['87']],
    ['Reddi (Wintel)', ['55']],
    ['S-Fone', ['95']],
  ];

  it.each(carriers)('accepts every %s prefix, with 0 and with +84', (carrier, prefixes) => {
    for (const prefix of prefixes) {
      expect(isVietnameseMobile(`0${prefix}1234567`), `0${prefix}`).toBe(true);
      expect(isVietnameseMobile(`+84${prefix}7654321`), `+84${prefix}`).toBe(true);
      expect(mobilePrefixes.find((entry) => entry.prefix === prefix)?.carrier).toBe(carrier);
    }
  });

  it('lists exactly the prefixes above, each once, in numeric order', () => {
    const listed = mobilePrefixes.map((entry) => entry.prefix);
    expect(listed).toEqual(carriers.flatMap(([, prefixes]) => prefixes).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('marks the six prefixes added to the specification', () => {
    expect(mobilePrefixes.filter((entry) => entry.addedToSpec).map((entry) => entry.prefix)).toEqual(['52', '55', '86', '87', '88', '89']);
  });

  it.each(['091 234 5678', '0912.345.678', '+84 912-345-678', '(091) 234-5678', '0868 123 456', '+84 868 123 456'])(
    'accepts %j, written with separators',
    (raw) => {
      expect(isVietnameseMobile(raw)).toBe(true);
    },
  );

  it.each([
    ['a landline (Hà Nội 024)', '0242345678'],
    ['an old landline-style number', '0212345678'],
    ['an unused prefix 01x', '0112345678'],
    ['an unused prefix 06x', '0612345678'],
    ['an unused prefix 80', '0801234567'],
    ['the old 11-digit form', '01212345678'],
    ['too short', '091234567'],
    ['too long', '09123456789'],
    ['+84 too short', '+8491234567'],
    ['+84 followed by 0', '+840912345678'],
    ['84 without the plus', '84912345678'],
    ['no leading 0', '912345678'],
    ['letters', '09123abc78'],
    ['spelt-out letters only', 'không có'],
    ['a plus in the middle', '09+12345678'],
    ['empty', ''],
    ['spaces only', '   '],
  ])('rejects %s (%j)', (_label, raw) => {
    expect(isVietnameseMobile(raw)).toBe(false);
  });
});
