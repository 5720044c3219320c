/**
 * The words of the course cards and home's course carousel, in Vietnamese (the English twin:
 * ../en/course-cards.ts): a part of their own, so home loads these and not every course page's words.
 */
export const courseCards = {
  /** A card's arrow link. */
  open: 'Xem khóa học {title}',
  carousel: {
    title: 'CHƯƠNG TRÌNH HỌC',
    subtitle: 'Lộ trình phù hợp cho từng độ tuổi, từ mầm non đến người đi làm',
    label: 'Chương trình học',
    allByAge: 'Tất cả khóa học theo độ tuổi',
    levelCheck: 'Kiểm tra trình độ miễn phí',
  },
};
