/**
 * Words of the site's courses (the finder, the course pages, the Cambridge programme, fees), in
 * Vietnamese; the English twin: ../en/courses.ts. The courses themselves are content
 * (src/content/courses/catalogue.ts and its twin), and so are the rules on fees (fee-policies.ts).
 */
export const courses = {
  /** The course finder of /khoa-hoc (src/content/courses/course-finder.ts). */
  finder: {
    heading: 'Tìm khóa học theo độ tuổi',
    all: 'Tất cả',
    /** An age as the finder's answers show it. */
    age: '{age} tuổi',
    adults: 'Người lớn',
    /** Where a learner of an age is, counted as parents do (lớp 1 the year the child is 6). */
    schoolYears: {
      preschool: 'mẫu giáo',
      grade: 'lớp {grade}',
      afterSchool: 'sau lớp 12',
      adults: 'sinh viên, người đi làm',
    },
    /** Who an age's page is for: a child up to 10, a teenager from secondary school (not 'bé'), adults. */
    learners: {
      child: 'bé {age} tuổi',
      teenager: 'học viên {age} tuổi',
      adults: 'người lớn',
    },
    /** Its first letter is capitalised. */
    courseCount: {
      one: '{learner} ({year}) có {count} khóa học phù hợp tại Mặt Trời Nhỏ.',
      other: '{learner} ({year}) có {count} khóa học phù hợp tại Mặt Trời Nhỏ.',
    },
    /** The finder's kinds of course (course-finder.ts's groups). */
    groups: {
      Life: 'Kỹ năng sống',
      Cambridge: 'Tiếng Anh Cambridge',
      English: 'Tiếng Anh giao tiếp',
    },
  },
  /** /khoa-hoc and /khoa-hoc/theo-tuoi/{age}. */
  coursesPage: {
    allTitle: 'Tất cả khóa học',
    ageTitle: 'Khóa học cho {learner}',
    lead: 'Kỹ năng sống cho bé 5 - 12 tuổi, Tiếng Anh Cambridge từ mầm non đến trung học phổ thông và Tiếng Anh giao tiếp cho các bạn lớn. Chọn độ tuổi để xem khóa học phù hợp.',
    cambridgePath: 'Xem lộ trình Cambridge',
    allDescription:
      'Mọi khóa học của Mặt Trời Nhỏ: Kỹ năng sống 5 - 12 tuổi, Tiếng Anh Cambridge từ mầm non đến THPT, Tiếng Anh giao tiếp. Tìm khóa học theo tuổi của bé.',
    ageDescription: 'Các khóa học phù hợp với {learner} ({year}) tại Mặt Trời Nhỏ: {titles}. Kiểm tra trình độ miễn phí.',
  },
  /** A course's key facts. */
  facts: {
    age: 'Độ tuổi: {age}',
    duration: 'Lộ trình: {duration}',
    /** Every programme's length, the spec's fixed text (docs/product.md#cambridge-programme-page). */
    courseDuration: '18 tháng',
    textbook: 'Giáo trình: {name}',
    /** A textbook's name that already starts with it is not prefixed twice. */
    textbookWord: 'giáo trình',
  },
  /** A course's page. */
  coursePage: {
    register: 'Đăng ký học thử',
    outcomesTitle: 'KẾT QUẢ ĐẠT ĐƯỢC',
    outcomesSubtitle: 'Những gì học viên đạt được sau khóa học',
    methodsTitle: 'PHƯƠNG PHÁP ĐÀO TẠO',
    methodsSubtitle: 'Cách chúng tôi giúp học viên học chủ động, nhớ lâu và yêu thích việc học',
    feesTitle: 'HỌC PHÍ VÀ LỊCH HỌC',
    feesSubtitle: 'Học phí rõ ràng, không phải đóng trước cả năm',
    galleryTitle: 'HÌNH ẢNH HỌC VIÊN',
    gallerySubtitle: 'Những khoảnh khắc đáng nhớ trong giờ học',
    galleryLabel: 'Hình ảnh học viên',
  },
  /** The loading, not-found and error views of the course pages. */
  status: {
    courseLoading: 'Đang tải dữ liệu khóa học',
    courseNotFound: 'Không tìm thấy khóa học',
    seeCourses: 'Xem các chương trình học',
    listLoading: 'Đang tải các khóa học',
    listError: 'Chưa tải được các khóa học, bạn vui lòng thử lại sau ít phút.',
  },
  /** /khoa-hoc/tieng-anh-cambridge. */
  cambridge: {
    title: 'Tiếng Anh Cambridge',
    description: 'Lộ trình tiếng Anh chuẩn Cambridge cho bé từ 3 đến 15 tuổi: mầm non, Starters, Movers, Flyers, KET và PET.',
    lead: 'Lộ trình chuẩn Cambridge đưa con đi từng bước, từ Starters, Movers, Flyers ở bậc tiểu học đến KET, PET và IELTS, với giáo trình và mục tiêu riêng cho từng độ tuổi.',
    coursesTitle: 'CÁC KHÓA HỌC CAMBRIDGE',
    coursesSubtitle: 'Chọn chặng đường phù hợp với độ tuổi và trình độ của con',
    explore: 'Khám phá khóa học',
    moreHonours: 'Xem thêm thành tích học viên',
  },
  /** What a course costs and when it meets (fee-facts.ts). */
  fees: {
    fee: 'Học phí',
    perTerm: '{fee} / học kỳ ({sessions} buổi)',
    perMonth: 'hoặc {fee} / tháng',
    sessions: 'Lịch học',
    sessionsPerWeek: {
      one: '{sessions} buổi/tuần, {minutes} phút/buổi',
      other: '{sessions} buổi/tuần, {minutes} phút/buổi',
    },
    times: 'Giờ học',
    classSize: 'Sĩ số',
    maxClassSize: 'Tối đa {size} học viên',
    included: 'Đã gồm',
    notIncluded: 'Chưa gồm',
    nothingElse: 'Không có khoản nào khác',
    openings: 'Khai giảng lớp mới',
    /** Between the two next openings' dates. */
    and: ' và ',
    allFees: 'Xem toàn bộ học phí và chính sách',
  },
  /** When a class meets (class-times.ts): 'Thứ Hai, Thứ Tư: 17:45 - 19:15'. */
  classTimes: {
    /** Day names as the centre writes them ('Thứ Hai - Chủ Nhật' in the footer), by JavaScript's day number. */
    days: {
      0: 'Chủ Nhật',
      1: 'Thứ Hai',
      2: 'Thứ Ba',
      3: 'Thứ Tư',
      4: 'Thứ Năm',
      5: 'Thứ Sáu',
      6: 'Thứ Bảy',
    },
    /** Between two days, and before the last of several. */
    between: ', ',
    beforeLast: ', ',
    time: '{days}: {from} - {to}',
  },
  /** /hoc-phi. */
  feesPage: {
    title: 'Học phí và lịch học',
    description:
      'Học phí từng khóa của Mặt Trời Nhỏ theo học kỳ hoặc theo tháng, giờ học tối trong tuần và sáng cuối tuần, sĩ số, ưu đãi, học bù và hoàn phí.',
    breadcrumb: 'Học phí',
    lead: 'Học phí của từng khóa, đóng theo học kỳ {termWeeks} tuần hoặc theo tháng, không bao giờ phải đóng trước cả năm. Học phí đã gồm sách; khoản nào chưa gồm đều được ghi rõ dưới từng khóa.',
    policiesTitle: 'CHÍNH SÁCH HỌC PHÍ',
    policiesSubtitle: 'Đóng học phí, ưu đãi, học bù và hoàn phí, nói rõ từng điều',
  },
  /** The free level check, offered beside the courses. */
  levelCheckOffer: {
    title: 'Chưa biết nên bắt đầu từ cấp độ nào?',
    text: 'Bài kiểm tra trình độ tiếng Anh ngắn ngay trên trang, cho học viên từ 4 đến 16 tuổi: khoảng 10 phút, không tính giờ, biết ngay cấp độ Cambridge và khóa học phù hợp.',
    button: 'Kiểm tra trình độ miễn phí',
  },
  /** What the questions of /cau-hoi-thuong-gap these pages link to are about ('Câu hỏi thường gặp về …'). */
  faqTopics: {
    fees: 'học phí và cách đóng',
    makeUp: 'học bù',
    refunds: 'hoàn học phí và bảo lưu',
    classSize: 'sĩ số lớp',
    timetable: 'cách chọn lịch học',
    cambridgeExams: 'thi chứng chỉ Cambridge',
    homework: 'bài tập về nhà',
    levelTime: 'thời gian lên mỗi cấp độ',
    startingAge: 'độ tuổi bắt đầu học',
  },
};
