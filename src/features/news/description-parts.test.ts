import { describe, expect, it } from 'vitest';
import { descriptionParts } from './description-parts';

describe('descriptionParts', () => {
  it('keeps a description without "- " lines as one text, line breaks and all', () => {
    expect(descriptionParts('Dòng một\nDòng hai')).toEqual([{ kind: 'text', text: 'Dòng một\nDòng hai' }]);
  });

  it('turns consecutive "- " lines into the items of one list, between the text around them', () => {
    const description = 'Chương trình gồm:\n- Lớp học thử 45 phút\n- Kiểm tra trình độ miễn phí\nHẹn gặp ba mẹ!';
    expect(descriptionParts(description)).toEqual([
      { kind: 'text', text: 'Chương trình gồm:' },
      { kind: 'list', items: ['Lớp học thử 45 phút', 'Kiểm tra trình độ miễn phí'] },
      { kind: 'text', text: 'Hẹn gặp ba mẹ!' },
    ]);
  });

  it('starts a new list after a text line, and reads a description that is only a list', () => {
    expect(descriptionParts('- a\nchữ\n- b')).toEqual([
      { kind: 'list', items: ['a'] },
      { kind: 'text', text: 'chữ' },
      { kind: 'list', items: ['b'] },
    ]);
    expect(descriptionParts('- Thời gian: 8:00 - 16:30\r\n- Địa điểm: cơ sở Mặt Trời Nhỏ')).toEqual([
      { kind: 'list', items: ['Thời gian: 8:00 - 16:30', 'Địa điểm: cơ sở Mặt Trời Nhỏ'] },
    ]);
  });

  it('leaves a dash inside a line, a dash without a space and an empty "- " line as text', () => {
    expect(descriptionParts('8:00 - 16:30\n-5 độ\n- ')).toEqual([{ kind: 'text', text: '8:00 - 16:30\n-5 độ\n-' }]);
  });

  it('keeps markup as the characters written', () => {
    expect(descriptionParts('- <b>x</b>')).toEqual([{ kind: 'list', items: ['<b>x</b>'] }]);
  });
});
