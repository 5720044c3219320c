/**
 * The words of the level check's page (/kiem-tra-trinh-do), in Vietnamese; the English twin:
 * ../en/level-check.ts. The questions and the levels are content (src/content/level-check/), with
 * their own English twins.
 */
export const levelCheck = {
  head: {
    title: 'Kiểm tra trình độ tiếng Anh miễn phí',
    description:
      'Bài kiểm tra tiếng Anh ngắn cho học viên từ 4 đến 16 tuổi theo chuẩn Cambridge: 12 đến 16 câu, không tính giờ, có kết quả và khóa học phù hợp ngay.',
    breadcrumb: 'Kiểm tra trình độ',
  },
  intro: {
    title: 'Kiểm tra trình độ tiếng Anh miễn phí',
    lead: 'Khoảng 10 phút, không tính giờ. Cuối bài có trình độ ước lượng theo chuẩn Cambridge và khóa học phù hợp với bé.',
  },
  /** The section's name, for screen readers. */
  checkLabel: 'Bài kiểm tra',
  /** What the questions parents ask under the check are about ('Câu hỏi thường gặp về …'). */
  faq: {
    placement: 'cách xếp lớp cho bé',
    trial: 'buổi học thử miễn phí',
  },
  age: {
    legend: 'Bé nhà bạn bao nhiêu tuổi?',
    hint: 'Câu hỏi được chọn theo tuổi của bé. Phụ huynh ngồi cùng bé và đọc hướng dẫn giúp bé nhé.',
    /** An age's radio: '{age} tuổi' and, smaller, its school year, as the course finder writes it. */
    label: '{age} tuổi',
    preschool: 'mẫu giáo',
    grade: 'lớp {grade}',
    /** The line under the ages: where a 3-year-old and a learner of 17 and over go, around its two links. */
    elsewhere: {
      start: 'Bài kiểm tra dành cho học viên từ 4 đến 16 tuổi. Bé 3 tuổi: ',
      youngest: 'xem các khóa học cho bé 3 tuổi',
      between: '. Từ 17 tuổi và người lớn: ',
      oldest: 'đăng ký kiểm tra trình độ miễn phí tại trung tâm',
      end: '.',
    },
    missing: 'Vui lòng chọn tuổi của bé.',
  },
  next: 'Tiếp',
  question: {
    count: 'Câu {number}/{total}',
    back: 'Quay lại',
    seeResult: 'Xem kết quả',
    skip: 'Bỏ qua câu này',
    /** 'Tiếp' without a choice; {child}: the result's word for the child. */
    missingAnswer: "Vui lòng chọn một đáp án, hoặc bấm 'Bỏ qua câu này' nếu {child} chưa biết.",
  },
  /**
   * The result's sentences (src/content/level-check/result-wording.ts). It speaks to the parent of
   * the child: 'bé' to 10, 'con' from 11, as parents say (a teenager is never 'bé').
   */
  result: {
    child: { young: 'bé', older: 'con' },
    heading: { reached: 'Kết quả: {level}', towards: 'Kết quả: {child} đang hướng tới {level}' },
    score: {
      reached: 'Trình độ CEFR {cefr} · {child} trả lời đúng {score}/{total} câu.',
      towards: 'Mục tiêu đầu tiên: CEFR {cefr} · {child} trả lời đúng {score}/{total} câu.',
    },
    canDoHeading: { reached: 'Bài làm cho thấy {child} đã có thể', towards: 'Ở trình độ {level}, {child} sẽ có thể' },
    estimate:
      'Đây là ước lượng ban đầu từ {total} câu hỏi ngắn, chưa phải kết quả chính thức. Giáo viên của trung tâm sẽ xác nhận ' +
      'trình độ của {child} ở buổi kiểm tra trình độ miễn phí, khi trò chuyện trực tiếp với {child}.',
    nextStep: 'Bước tiếp theo',
    course: 'Khóa học phù hợp:',
    register: 'Đăng ký kiểm tra trình độ và học thử',
    restart: 'Làm lại từ đầu',
  },
};
