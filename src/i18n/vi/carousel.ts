/** The slideshows' controls (loaded with the carousel's code), in Vietnamese; the English twin: ../en/carousel.ts. */
export const carousel = {
  pause: 'Tạm dừng trình chiếu',
  play: 'Tiếp tục trình chiếu',
  previous: 'Trang trước',
  next: 'Trang sau',
  goTo: 'Chuyển đến trang {number}',
  indicators: 'Chọn trang: {label}',
  slide: '{number} / {count}',
};
