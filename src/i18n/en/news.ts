import type { UiText } from '../ui-text';

/**
 * The English frame around the centre's news, which the API gives in Vietnamese only: the articles
 * are shown as they are, marked as Vietnamese (docs/decisions.md#news-on-english-pages).
 */
export const news: UiText['news'] = {
  head: {
    title: 'News',
    page: 'Page {page}',
    description:
      'News, events and the latest activities of the children and teachers at Mặt Trời Nhỏ English and Life Skills Centre, written in Vietnamese.',
    articleDescription: 'News, events and activities at Mặt Trời Nhỏ English and Life Skills Centre.',
  },
  /**
   * The frame's own names for the categories the centre uses today, by the name the API gives them.
   * A category not listed here shows the API's name, marked as Vietnamese.
   */
  categoryNames: {
    'Sự kiện': 'Events',
    'Thành tích học viên': 'Student achievements',
    'Hoạt động ngoại khóa': 'Extra-curricular activities',
    'Thông báo': 'Announcements',
    'Góc phụ huynh': 'For parents',
    'Học bổng': 'Scholarships',
    'Tuyển dụng': 'Jobs',
  },
  languageNote: 'The centre writes its news in Vietnamese, so the articles appear here as they were published.',
  featured: 'Featured',
  readMore: 'Read more →',
  loading: 'Loading the news',
  allNews: 'See all news',
  notFound: 'News not found',
  home: 'Back to the home page',
  empty: {
    pastLastPage: 'There are no articles on page {page}',
    firstPage: 'Back to page 1',
    category: 'There are no articles on this topic yet',
    none: 'There is no news from the centre yet. Do come back soon!',
  },
  tabs: {
    label: 'News topics',
    all: 'All',
  },
  pagination: {
    label: 'News pages',
    page: 'Page {page}',
    previous: 'Previous page',
    next: 'Next page',
  },
  highlights: {
    title: 'News and events',
    subtitle: 'The latest activities at Mặt Trời Nhỏ',
  },
  list: {
    heroTitle: 'News and events',
    heroLead: 'The latest activities, events and achievements of the children at Mặt Trời Nhỏ.',
    readFeatured: 'Read the article',
    title: 'Mặt Trời Nhỏ news',
    subtitle: 'Choose a topic to see its articles',
  },
  article: {
    back: 'All news',
    invite: {
      title: 'A free trial class for your child',
      text: 'Leave your name and phone number, and the centre will call you back to arrange a free level test and trial class for your child.',
      register: 'Register for a free trial class',
      levelCheck: 'Try the online level check',
    },
  },
  related: {
    title: 'Related articles',
    failed: 'The related articles could not be loaded. You will find more in the News section.',
  },
};
