import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect } from 'vitest';
import { xmlText } from './xml';

/** The text of a document, read by a parser that checks every rule of XML 1.0: it throws on the first broken one. */
function parsedText(xml: string): string {
  const parser = new SaxesParser();
  let text = '';
  parser.on('text', (chunk) => (text += chunk));
  parser.write(xml).close();
  return text;
}

/** XML 1.0's `Char`: tab, LF, CR, and every code point from U+0020 but the surrogates, U+FFFE and U+FFFF. */
function isXmlCharacter(character: string) {
  const code = character.codePointAt(0) ?? 0;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000;
}

const document = (text: string) => `<?xml version="1.0" encoding="UTF-8"?><item a="${xmlText(text)}">${xmlText(text)}</item>`;

/** Any code point, a lone surrogate, or one of the characters XML escapes or forbids. */
const anyCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\0', '\x01', '\x1f', '\ufffe', '\uffff', '&', '<', '>', '"', "'", ']]>', '\t', '\n'),
);

describe('xmlText', () => {
  test.prop([fc.string({ unit: anyCharacter, maxLength: 40 })], { numRuns: 500 })(
    'makes any text well-formed XML, keeping every character XML allows',
    (text) => {
      const allowed = [...text].filter(isXmlCharacter).join('');
      // A parser reads a CR (and CR LF) as LF.
      expect(parsedText(document(text))).toBe(allowed.replace(/\r\n?/g, '\n'));
    },
  );

  test('drops the characters the API sent that broke the feed: controls, U+FFFE, U+FFFF and lone surrogates', () => {
    const title = 'Lễ khai giảng\u0000\u0001\u0008\u000b\u000c\u001f\ufffe\uffff\ud800 \udc00năm học 🎉 mới';
    expect(() => parsedText(`<title>${title}</title>`)).toThrow();
    expect(xmlText(title)).toBe('Lễ khai giảng năm học 🎉 mới');
    expect(parsedText(document(title))).toBe('Lễ khai giảng năm học 🎉 mới');
  });
});
