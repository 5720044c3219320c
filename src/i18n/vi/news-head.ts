/**
 * The news pages' head words, in Vietnamese: a module of their own inside the news part, because a
 * route's head is in the route tree every page loads, and the rest of the part need not be
 * (src/features/news/news-head-text.ts). The English twin is the `head` of ../en/news.ts.
 */
export const newsHead = {
  title: 'Tin tức',
  /** The list's page past the first, in its title: 'Tin tức – Trang 2'. */
  page: 'Trang {page}',
  description: 'Tin tức, sự kiện và hoạt động mới nhất của các bé và thầy cô tại Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ.',
  /** An article's page whose article did not load. */
  articleDescription: 'Tin tức, sự kiện và hoạt động của Trung tâm Mặt Trời Nhỏ.',
};
