/** The galleries' words (loaded with a gallery's code), in Vietnamese; the English twin: ../en/gallery.ts. */
export const gallery = {
  more: 'Xem thêm',
  /** How many more pictures the dialog has: one, or more than one. */
  moreCount: { one: '+{count} ảnh', other: '+{count} ảnh' },
  close: 'Đóng',
};
