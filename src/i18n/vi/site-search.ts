/** The search dialog's words (loaded with the dialog), in Vietnamese; the English twin: ../en/site-search.ts. */
export const siteSearch = {
  label: 'Tìm kiếm trên trang web',
  placeholder: 'Tìm khóa học, trang...',
  nothingFound: 'Không tìm thấy kết quả phù hợp',
  /**
   * The words a parent types for each page and course (by its search entry's id: a page's id in
   * src/content/site-pages.ts, `course-<id>` for a course) that its name and line do not say.
   * Searched without accents (site-search-match.ts). Every page and course has its line here.
   */
  keywords: {
    home: 'trang chủ trung tâm anh ngữ kỹ năng sống Thủ Thiêm An Khánh',
    courses: 'khóa học lớp học chương trình tiếng Anh trẻ em mầm non tiểu học THCS THPT người lớn độ tuổi',
    fees: 'học phí giá chi phí bao nhiêu tiền đóng tiền theo tháng theo khóa lịch học thời khóa biểu giờ học sĩ số ưu đãi giảm giá anh chị em học bù hoàn phí khai giảng',
    levelCheck: 'kiểm tra trình độ test đầu vào kiểm tra miễn phí trực tuyến online cấp độ Cambridge Starters Movers Flyers A1 A2 B1',
    about: 'giới thiệu lịch sử câu chuyện người sáng lập tầm nhìn sứ mệnh giá trị cốt lõi đối tác giấy phép',
    teachers: 'giáo viên thầy cô giáo viên bản ngữ giáo viên nước ngoài bằng cấp chứng chỉ IELTS TESOL CELTA',
    students: 'học viên học sinh thành tích kết quả chứng chỉ IELTS Cambridge vinh danh cảm nhận phụ huynh hình ảnh',
    news: 'tin tức sự kiện thông báo hoạt động học bổng tuyển dụng',
    faq: 'câu hỏi thường gặp hỏi đáp học thử sĩ số đưa đón an toàn học bù mang theo bài tập về nhà thi Cambridge',
    contact: 'liên hệ địa chỉ bản đồ chỉ đường số điện thoại hotline email Zalo giờ mở cửa gửi xe đỗ xe xe buýt',
    privacy: 'bảo mật quyền riêng tư dữ liệu cá nhân thông tin cá nhân xóa dữ liệu đồng ý',
    'course-1': 'kỹ năng sống kỹ năng mềm tự tin tự lập cảm xúc an toàn giao tiếp',
    'course-3': 'Cambridge YLE Starters Movers Flyers KET PET chứng chỉ lộ trình',
    'course-4': 'mầm non mẫu giáo bé nhỏ bài hát phonics',
    'course-5': 'tiểu học Starters Movers Flyers YLE Cambridge',
    'course-6': 'trung học cơ sở THCS cấp 2 KET PET thi vào lớp 10',
    'course-7': 'trung học phổ thông THPT cấp 3 IELTS SAT thi tốt nghiệp du học đại học',
    'course-8': 'giao tiếp người lớn người đi làm sinh viên nói phản xạ công việc phỏng vấn thuyết trình du lịch',
  } as Readonly<Record<string, string>>,
};
