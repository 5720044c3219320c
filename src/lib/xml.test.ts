import { fc, test } from '@fast-check/vitest';
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
      const allowed = text.replace(/[\0-\x08\v\f\x0e-\x1f\ud800-\udfff\ufffe\uffff]/gu, '');
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
