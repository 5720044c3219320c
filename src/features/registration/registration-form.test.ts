import { describe, expect, it } from 'vitest';
import { registration as englishWords } from '@/i18n/en/registration';
import { registration as vietnameseWords } from '@/i18n/vi/registration';
import { refusalsOf, registrationFormOf } from './registration-form';

const registrationMessages = refusalsOf(vietnameseWords);
const { rules: registrationRules, toSend: registrationToSend } = registrationFormOf(registrationMessages, 'vi');

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

describe('the form in each language', () => {
  const english = registrationFormOf(refusalsOf(englishWords), 'en');

  it("says the product's Vietnamese refusals, verbatim, the name's limit filled in", () => {
    expect(registrationMessages).toEqual({
      parentName: 'Vui lòng nhập họ tên phụ huynh',
      parentNameTooLong: 'Vui lòng nhập họ tên phụ huynh không quá 200 ký tự',
      phone: 'Vui lòng nhập số điện thoại hợp lệ',
      subject: 'Vui lòng chọn một khóa học',
    });
    expect(refusalsOf(vietnameseWords)).toEqual(registrationMessages);
  });

  it('refuses in English on an English page: an empty name, a bad phone, no course, a name too long', () => {
    expect(english.rules.parentName('')).toBe('Please enter the parent’s full name');
    expect(english.rules.parentName('\u200B ')).toBe('Please enter the parent’s full name');
    expect(english.rules.parentName('n'.repeat(201))).toBe('Please keep the parent’s name to 200 characters or fewer');
    expect(english.rules.phone('12345')).toBe('Please enter a valid Vietnamese mobile number');
    expect(english.rules.phone('+44 7700 900123')).toBe('Please enter a valid Vietnamese mobile number');
    expect(english.rules.subject('')).toBe('Please choose a course');
    expect([
      english.rules.parentName('Jane Smith'),
      english.rules.phone('0912 345 678'),
      english.rules.subject('Primary English'),
    ]).toEqual([null, null, null]);
  });

  it('keeps an English course title as the page wrote it; a Vietnamese one is capitalised word by word, as before', () => {
    const values = { parentName: ' Jane Smith ', phone: '0912 345 678', subject: 'English for primary school' };
    expect(english.toSend(values)).toEqual({
      parentName: 'Jane Smith',
      phone: '0912345678',
      subject: 'English for primary school',
    });
    expect(registrationToSend({ ...values, subject: 'tiếng anh tiểu học' }).subject).toBe('Tiếng Anh Tiểu Học');
  });
});
