/**
 * Words of the home page's first screen and of its route, in Vietnamese (the English twin:
 * ../en/home.ts). The facility gallery's are a part of their own (home-facilities.ts): its code is
 * not in the page's first load, nor are its words.
 */
export const home = {
  head: {
    description:
      'Tiếng Anh Cambridge, tiếng Anh giao tiếp và kỹ năng sống cho trẻ 3 - 18 tuổi. Đăng ký kiểm tra trình độ và học thử miễn phí tại Mặt Trời Nhỏ.',
  },
  /** The page's h1 (visually hidden): the centre's full name. */
  title: 'Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ',
  hero: {
    label: 'Ảnh giới thiệu trung tâm',
    register: 'Đăng ký học thử miễn phí',
    programmes: 'Xem chương trình học',
  },
  numbers: {
    title: 'NHỮNG CON SỐ HẠNH PHÚC',
    subtitle: 'Niềm tin của phụ huynh được vun đắp qua từng năm học',
  },
  /** The button under the students' honours. */
  moreAchievements: 'Xem thêm thành tích học viên',
};
