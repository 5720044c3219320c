/** The words around every page (header, footer, menus, search, page states), in Vietnamese; the English twin: ../en/shell.ts. */
export const shell = {
  head: {
    tagline: 'Anh ngữ và Kỹ năng sống cho bé',
    home: 'Trang chủ',
    notFound: {
      title: 'Không tìm thấy trang',
      description: 'Trang này không tồn tại trên website của Trung tâm Mặt Trời Nhỏ.',
    },
    /** The news feed (RSS, in Vietnamese) as every page's head names it. */
    newsFeed: 'Tin tức và sự kiện - {name}',
  },
  languageSwitch: {
    /** The other language, named in itself, with its code on the bar. */
    label: 'English',
    code: 'EN',
    current: 'Ngôn ngữ: Tiếng Việt',
  },
  /** The centre's name and opening hours (src/lib/site-config.ts fills the hours in). */
  centre: {
    fullName: 'Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ',
    openingHours: 'Thứ Hai - Chủ Nhật: {opens} - {closes}',
    /**
     * How a page writes the parts of the address the centre gives (`VITE_SITE_ADDRESS`, between its
     * commas): [pattern, replacement], the first that matches (src/lib/address.ts). In Vietnamese, as written.
     */
    addressParts: [] as readonly (readonly [pattern: string, replacement: string])[],
  },
  skipLink: 'Bỏ qua đến nội dung chính',
  /** Said after a link that opens in a new tab, in brackets. */
  newTab: 'mở thẻ mới',
  contactBar: {
    call: 'Gọi trung tâm: ',
    search: 'Tìm Kiếm',
  },
  colourScheme: {
    toDark: 'Chuyển sang giao diện tối',
    toLight: 'Chuyển sang giao diện sáng',
  },
  /** The header, the phone's drawer and the contact bar. */
  menu: {
    label: 'Menu chính',
    logo: '{name} - Trang chủ',
    courses: 'Chương Trình Học',
    contact: 'Liên Hệ',
    open: 'Mở menu',
    close: 'Đóng menu',
    title: 'Menu',
    hotline: 'Hotline {phone}',
    /** First in the course menus and the footer's course list. */
    allCourses: 'Tất cả khóa học',
    fees: 'Học phí và lịch học',
  },
  /**
   * The site's pages (src/content/site-pages.ts) by their names: a page with a name in `menu` is in
   * the header, in `footer` in the footer's 'Về trung tâm', in `search` in the site search.
   */
  pages: {
    menu: {
      about: 'Giới Thiệu',
      news: 'Tin Tức',
    },
    footer: {
      about: 'Giới thiệu',
      teachers: 'Đội ngũ giáo viên',
      students: 'Học viên tiêu biểu',
      news: 'Tin tức và sự kiện',
      faq: 'Câu hỏi thường gặp',
      contact: 'Liên hệ và chỉ đường',
    },
    search: {
      home: { label: 'Trang chủ', description: 'Giới thiệu chung, chương trình học, giáo viên, tin tức' },
      courses: { label: 'Tất cả khóa học', description: 'Mọi khóa học của trung tâm, tìm theo tuổi của bé' },
      fees: { label: 'Học phí và lịch học', description: 'Học phí, giờ học, sĩ số, ưu đãi, học bù và hoàn phí' },
      levelCheck: { label: 'Kiểm tra trình độ', description: 'Bài kiểm tra tiếng Anh trực tuyến miễn phí cho học viên 4 - 16 tuổi, có kết quả ngay' },
      about: { label: 'Giới Thiệu', description: 'Lịch sử, tầm nhìn, sứ mệnh và giá trị cốt lõi của trung tâm' },
      teachers: { label: 'Giáo viên', description: 'Đội ngũ giáo viên đạt chuẩn Cambridge' },
      students: { label: 'Học viên', description: 'Thành tích và cảm nhận của học viên' },
      news: { label: 'Tin Tức', description: 'Tin tức, sự kiện và hoạt động của trung tâm' },
      faq: { label: 'Câu hỏi thường gặp', description: 'Độ tuổi, sĩ số, học thử, học phí, học bù, đưa đón, thi Cambridge' },
      contact: { label: 'Liên hệ', description: 'Địa chỉ, hotline, Zalo, giờ mở cửa, bản đồ và chỉ đường' },
      privacy: { label: 'Chính sách bảo mật', description: 'Thông tin trung tâm thu thập, mục đích sử dụng và quyền của phụ huynh' },
    },
  },
  search: {
    /** A course's line under its title, before its ages. */
    course: 'Khóa học',
  },
  footer: {
    address: 'Địa chỉ: ',
    hotline: 'Hotline: ',
    email: 'Email: ',
    social: '{network} của {name} (mở thẻ mới)',
    courses: 'Chương trình học',
    about: 'Về trung tâm',
    copyright: '© {year} {fullName}. Bảo lưu mọi quyền.',
  },
  /** 'Tải Broucher', spelt as the spec writes it; the PDF is in Vietnamese, which English pages say. */
  brochure: {
    label: 'Tải Broucher',
    inVietnamese: 'bằng tiếng Việt',
  },
  register: {
    /** RegisterButton's label unless the page gives another. */
    now: 'Đăng ký ngay',
  },
  actionBar: {
    label: 'Liên hệ nhanh',
    call: 'Gọi ngay',
    register: 'Đăng ký học thử',
  },
  callOrZalo: {
    call: 'Gọi {phone}',
    zalo: 'Nhắn Zalo',
  },
  /** A line leading to a question of the FAQ page; `{about}` is the page's words. */
  faqLink: 'Câu hỏi thường gặp về {about}',
  retry: 'Thử lại',
  errorPage: {
    message: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
    offline: 'Không có kết nối mạng. Vui lòng kiểm tra kết nối mạng rồi bấm Thử lại.',
  },
  /** A part of the page whose code could not load (src/components/lazy-part.tsx). */
  lazyPart: {
    unavailable: 'Chưa tải được phần này. Vui lòng kiểm tra kết nối mạng rồi bấm Thử lại.',
    close: 'Đóng thông báo',
  },
  notFound: {
    illustration: 'Em bé cầm bản đồ đứng cạnh biển chỉ đường có dấu chấm hỏi',
    title: 'TRANG NÀY KHÔNG TỒN TẠI',
    text: 'Đường dẫn có thể đã thay đổi hoặc trang đã được gỡ bỏ.',
    home: 'Về trang chủ',
  },
};
