/** Words of the teachers page (/giao-vien) and the home page's teachers, in Vietnamese (the English twin: ../en/teachers.ts). */
export const teachers = {
  head: {
    title: 'Giáo viên',
    description: 'Đội ngũ giáo viên tận tâm, đạt chuẩn Cambridge của Trung tâm Mặt Trời Nhỏ và cách trung tâm chọn, đào tạo giáo viên.',
  },
  hero: {
    title: 'Đội ngũ giáo viên tận tâm, đạt chuẩn Cambridge',
    lead:
      'Thầy cô Việt Nam và bản ngữ, giàu kinh nghiệm dạy trẻ, luôn lấy học viên làm trung tâm. Ba mẹ hãy làm quen với những người ' +
      'sẽ đồng hành cùng con mỗi tuần.',
    register: 'Đăng ký học thử miễn phí',
  },
  team: {
    title: 'GẶP GỠ THẦY CÔ',
    subtitle: '{count} giáo viên tiếng Anh, mỗi người một câu chuyện và một cách truyền cảm hứng',
  },
  selection: {
    title: 'TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN',
    subtitle: 'Bốn bước để mỗi thầy cô xứng đáng với sự tin tưởng của ba mẹ',
    /** 'Câu hỏi thường gặp về …' */
    faq: 'bằng cấp của giáo viên',
  },
  /** The home page's carousel of teachers. */
  carousel: {
    title: 'ĐỘI NGŨ GIÁO VIÊN',
    subtitle: 'Tận tâm, giàu kinh nghiệm và đạt chuẩn Cambridge',
    label: 'Đội ngũ giáo viên',
    more: 'Xem tất cả giáo viên',
  },
};
