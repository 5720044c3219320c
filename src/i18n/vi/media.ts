/** The words of the carousels and galleries (loaded with the pages that have one), in Vietnamese; the English twin: ../en/media.ts. */
export const media = {
  carousel: {
    pause: 'Tạm dừng trình chiếu',
    play: 'Tiếp tục trình chiếu',
    previous: 'Trang trước',
    next: 'Trang sau',
    goTo: 'Chuyển đến trang {number}',
    indicators: 'Chọn trang: {label}',
    slide: '{number} / {count}',
  },
  gallery: {
    more: 'Xem thêm',
    /** How many more pictures the dialog has: one, or more than one. */
    moreCount: { one: '+{count} ảnh', other: '+{count} ảnh' },
    close: 'Đóng',
  },
};
