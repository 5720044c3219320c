/** Words of the students page (/hoc-vien) and of the honoured students wherever they show, in Vietnamese (the English twin: ../en/students.ts). */
export const students = {
  head: {
    title: 'Học viên',
    description: 'Thành tích Cambridge, những khoảnh khắc ở lớp và cảm nhận của học viên Trung tâm Mặt Trời Nhỏ.',
  },
  hero: {
    title: 'Thành tích và cảm nhận của học viên',
    lead:
      'Những chứng chỉ Cambridge, những điểm IELTS đáng tự hào và cả những nụ cười mỗi ngày đến lớp: đó là cách học viên Mặt Trời ' +
      'Nhỏ kể về hành trình của mình.',
  },
  /** 'VINH DANH HỌC VIÊN', on this page, the home page and the Cambridge page. */
  honours: {
    title: 'VINH DANH HỌC VIÊN',
    subtitle: 'Những gương mặt tiêu biểu làm nên niềm tự hào của Mặt Trời Nhỏ',
  },
  testimonials: {
    title: 'PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ',
    subtitle: 'Những thay đổi ba mẹ nhìn thấy ở con sau mỗi khóa học',
    /** 'Câu hỏi thường gặp về …' */
    faq: 'cách ba mẹ theo dõi tiến bộ của bé',
  },
  gallery: {
    title: 'CẢM NHẬN CỦA HỌC VIÊN',
    subtitle: 'Giờ học, buổi dã ngoại, ngày hội và lễ tốt nghiệp: những khoảnh khắc các con muốn kể với ba mẹ',
    label: 'Khoảnh khắc của học viên',
  },
};
