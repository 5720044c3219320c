import { newsHead } from './news-head';

/**
 * English names of the API's categories, by their Vietnamese name (the English twin's): Vietnamese
 * pages show the API's own names.
 */
const categoryNames: Record<string, string> = {};

/**
 * The words around the news (the list, an article's page, the home page's news block), in
 * Vietnamese; the English twin: ../en/news.ts. The articles themselves are the API's, in Vietnamese
 * on every page (docs/decisions.md#news-on-english-pages).
 */
export const news = {
  head: newsHead,
  categoryNames,
  /** On English pages, that the articles are in Vietnamese; Vietnamese pages need no note. */
  languageNote: '',
  featured: 'Tin nổi bật',
  readMore: 'Đọc tiếp →',
  loading: 'Đang tải tin tức',
  allNews: 'Xem tất cả tin tức',
  notFound: 'Không tìm thấy tin tức',
  home: 'Về trang chủ',
  empty: {
    pastLastPage: 'Trang {page} không có bài viết nào',
    firstPage: 'Về trang 1',
    category: 'Chưa có bài viết nào trong mục này',
    none: 'Trung tâm chưa có tin tức mới. Ba mẹ quay lại sau nhé!',
  },
  tabs: {
    label: 'Chủ đề tin tức',
    all: 'Tất cả',
  },
  pagination: {
    label: 'Phân trang tin tức',
    page: 'Trang {page}',
    previous: 'Trang trước',
    next: 'Trang sau',
  },
  highlights: {
    title: 'TIN TỨC VÀ SỰ KIỆN',
    subtitle: 'Những hoạt động mới nhất tại Mặt Trời Nhỏ',
  },
  list: {
    heroTitle: 'Tin tức và sự kiện',
    heroLead: 'Những hoạt động, sự kiện và thành tích mới nhất của các bé tại Mặt Trời Nhỏ.',
    readFeatured: 'Đọc chi tiết',
    title: 'BẢN TIN MẶT TRỜI NHỎ',
    subtitle: 'Chọn một chủ đề để xem các bài viết cùng loại',
  },
  article: {
    back: 'Tất cả tin tức',
    invite: {
      title: 'Cho bé học thử miễn phí',
      text: 'Phụ huynh để lại họ tên và số điện thoại, Trung tâm sẽ gọi lại để hẹn buổi kiểm tra trình độ và học thử miễn phí cho bé.',
      register: 'Đăng ký học thử miễn phí',
      levelCheck: 'Kiểm tra trình độ trực tuyến',
    },
  },
  related: {
    title: 'BÀI VIẾT LIÊN QUAN',
    failed: 'Chưa tải được các bài viết liên quan. Ba mẹ xem thêm ở mục Tin tức nhé.',
  },
};
