/*
 * The words of the level check's page (/kiem-tra-trinh-do), in Vietnamese; the English twin:
 * ../en/level-check.ts. The questions and the levels are content (src/content/level-check/), with
 * their own English twins.
 */

/**
 * The result's short name, by what it says ({level}: Cambridge's name, level-names.ts): the centre receives
 * the Vietnamese one with a registration ('Hướng tới A2 Key for Schools') whatever the page's language, and the
 * registration form shows it in the page's (src/content/level-check/result-names.ts). Its own export, so that the
 * form's code carries these few words, not the whole part. At most 40 characters (registration-schema.ts).
 */
export const resultNames = {
  reached: '{level}',
  towards: 'Hướng tới {level}',
  foundation: 'Nền tảng cho {level}',
  unplaced: 'Chưa đủ câu đúng để xếp trình độ',
  mixed: 'Chưa thống nhất giữa các trình độ',
};

/** The page's words. */
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
    hint: 'Câu hỏi được chọn theo tuổi của bé, tính theo năm sinh: số tuổi bé tròn trong năm nay. Phụ huynh ngồi cùng bé và đọc hướng dẫn giúp bé nhé.',
    /**
     * An age's radio: '{age} tuổi' and, smaller, its grade as a parent reads it (ages.ts's `schoolGrade`:
     * lớp 1 at 6, lớp 10 at 15), as the course finder shows it.
     */
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
   * The result's sentences (src/features/level-check/result-wording.ts), by what it says (level-check.types.ts's
   * `ResultKind`). It speaks to the parent of the child: 'bé' to 10, 'con' from 11, as parents say (a
   * teenager is never 'bé'); {Child} is the same word at the start of a sentence.
   */
  result: {
    child: { young: 'bé', older: 'con' },
    heading: {
      reached: 'Kết quả: {level}',
      towards: 'Kết quả: {child} đang hướng tới {level}',
      foundation: 'Kết quả: {child} đang xây nền tảng cho {level}',
      unplaced: 'Kết quả: chưa đủ câu trả lời đúng để xếp trình độ cho {child}',
      mixed: 'Kết quả: bài làm của {child} chưa thống nhất giữa các trình độ',
    },
    score: {
      reached: 'Trình độ CEFR {cefr} · {child} trả lời đúng {score}/{total} câu.',
      towards: 'Mục tiêu đầu tiên: CEFR {cefr} · {child} trả lời đúng {score}/{total} câu.',
      /** Where the result names no level as the child's. */
      other: '{Child} trả lời đúng {score}/{total} câu.',
    },
    /** Why the result names no level as the child's. */
    note: {
      foundation:
        '{level} là cấp độ đầu tiên trong các kỳ thi Cambridge dành cho thiếu nhi, bắt đầu từ tuổi tiểu học. Ở tuổi mầm non, {child} xây nền tảng ' +
        'cho cấp độ ấy: nghe thật nhiều, nhận ra những từ quen thuộc và thấy vui khi học tiếng Anh.',
      unplaced:
        'Những câu dễ nhất của bài đã ở trình độ {cefr}, và {child} chưa trả lời đúng đủ những câu ấy, nên bài chưa cho biết {child} đang ở ' +
        'trình độ nào. Giáo viên sẽ xếp trình độ cho {child} ở buổi kiểm tra trình độ miễn phí, bắt đầu từ những câu dễ hơn.',
      mixed:
        '{Child} trả lời đúng các câu {passed} nhưng chưa đạt các câu {missed} dễ hơn. Bài làm như vậy chưa đủ để xếp trình độ: có thể {child} ' +
        'đoán đúng một số câu khó, hoặc chỉ chưa quen vài chủ điểm dễ. Giáo viên sẽ xếp trình độ cho {child} ở buổi kiểm tra trình độ miễn phí.',
    },
    canDoHeading: {
      reached: 'Bài làm cho thấy {child} đã có thể',
      towards: 'Ở trình độ {level}, {child} sẽ có thể',
      /** A preschooler below the pass mark of the level they build the foundations for. */
      foundation: 'Ở lớp mầm non, {child} sẽ dần có thể',
    },
    estimate:
      'Đây là ước lượng ban đầu từ {total} câu hỏi ngắn, chưa phải kết quả chính thức. Giáo viên của trung tâm sẽ xác nhận ' +
      'trình độ của {child} ở buổi kiểm tra trình độ miễn phí, khi trò chuyện trực tiếp với {child}.',
    nextStep: 'Bước tiếp theo',
    course: 'Khóa học phù hợp:',
    /**
     * Why the course, where the age alone does not say it ({other}: the other course the course finder offers
     * at the age).
     */
    courseReason: {
      /**
       * 15: the year of the grade 10 entrance exam (sat in June, before lớp 10 in September: the spec's
       * lower secondary ages end at 15), or lớp 10 already: the parent knows which.
       */
      examYear:
        'Ở tuổi {age}, trung tâm có hai khóa tiếng Anh cho {child}. {age} tuổi là năm thi vào lớp 10, nên trung tâm gợi ý khóa này: ' +
        'ôn luyện cho kỳ thi ấy, trên lộ trình A2 Key for Schools và B1 Preliminary for Schools. {Child} đã vào lớp 10, hoặc chỉ cần ' +
        'luyện nghe, nói: khóa {other} hợp hơn.',
      /** 16 at B1: upper secondary English (the national high school graduation exam and IELTS). */
      ieltsReady:
        'Ở tuổi {age}, trung tâm có hai khóa tiếng Anh cho {child}. Bài làm cho thấy {child} ở trình độ B1, đủ nền tảng cho khóa này: ' +
        'ôn thi tốt nghiệp THPT và luyện IELTS. Khóa {other} hợp hơn khi {child} chỉ cần luyện nghe, nói.',
      /** 16 below B1: communication English first, not the IELTS course. */
      foundationFirst:
        'Ở tuổi {age}, trung tâm có hai khóa tiếng Anh cho {child}. Khóa {other} ôn thi tốt nghiệp THPT và luyện IELTS, cần nền tảng B1 để ' +
        'theo kịp; bài làm chưa cho thấy {child} ở trình độ B1, nên trung tâm gợi ý khóa này trước, để xây chắc nền tảng tiếng Anh, nhất là ' +
        'nghe và nói. Giáo viên sẽ cho biết khi nào {child} sẵn sàng cho lộ trình IELTS.',
    },
    register: 'Đăng ký kiểm tra trình độ và học thử',
    restart: 'Làm lại từ đầu',
  },
  resultNames,
};
