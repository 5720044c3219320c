import { describe, expect, it } from 'vitest';
import { registrationMessages, registrationRules, registrationToSend } from './registration-form';

const accepts = (phone: string) => registrationRules.phone(phone) === null;

describe('the phone rule', () => {
  const carriers: [string, string[]][] = [
    ['Viettel', ['32', '33', '34', '35', '36', '37', '38', '39', '86', '96', '97', '98']],
    ['VinaPhone', ['81', '82', '83', '84', '85', '88', '91', '94']],
    ['MobiFone', ['70', '76', '77', '78', '79', '89', '90', '93']],
    ['Vietnamobile', ['52', '56', '58', '92']],
    ['Gmobile', ['59', '99']],
    ['iTel', ['87']],
    ['Reddi (Wintel)', ['55']],
    ['S-Fone (retired; the product lists it)', ['95']],
  ];

  it.each(carriers)('accepts every %s prefix, with 0 and with +84', (_carrier, prefixes) => {
    for (const prefix of prefixes) {
      expect(accepts(`0${prefix}1234567`), `0${prefix}`).toBe(true);
      expect(accepts(`+84${prefix}7654321`), `+84${prefix}`).toBe(true);
    }
  });

  it('refuses every other two-digit prefix', () => {
    const listed = new Set(carriers.flatMap(([, prefixes]) => prefixes));
    const others = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter((prefix) => !listed.has(prefix));
    expect(others.filter((prefix) => accepts(`0${prefix}1234567`) || accepts(`+84${prefix}1234567`))).toEqual([]);
  });

  it.each([
    ['091 234 5678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['+84 912-345-678', '+84912345678'],
    ['(+84) 912 345 678', '+84912345678'],
    ['(091) 234-5678', '0912345678'],
    [' 0912\u00a0345\t678 ', '0912345678'],
  ])('accepts %j, written with separators, and sends %j', (raw, sent) => {
    expect(accepts(raw)).toBe(true);
    expect(registrationToSend({ parentName: 'Lan', phone: raw, subject: 'Kỹ Năng Sống' }).phone).toBe(sent);
  });

  it.each([
    ['a landline (Hà Nội 024)', '0242345678'],
    ['an old landline-style number', '0212345678'],
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
  ])('refuses %s (%j) with the product’s message', (_label, raw) => {
    expect(registrationRules.phone(raw)).toBe(registrationMessages.phone);
  });
});
