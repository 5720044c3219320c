/**
 * The English word of each Vietnamese route path's words, keyed by the route path up to and with
 * that word: `/khoa-hoc/ky-nang-song` is `/en/courses/life-skills`. What is not here (an article's or
 * a course's id) is an id, and stays as it is: `/tin-tuc/about` is `/en/news/about`.
 */
export const pathSegments = {
  '/gioi-thieu': 'about',
  '/khoa-hoc': 'courses',
  '/khoa-hoc/tieng-anh-cambridge': 'cambridge-english',
  '/khoa-hoc/ky-nang-song': 'life-skills',
  '/khoa-hoc/theo-tuoi': 'by-age',
  // The course finder's page for adults: a parameter's value, worded.
  '/khoa-hoc/theo-tuoi/nguoi-lon': 'adults',
  '/kiem-tra-trinh-do': 'level-check',
  '/hoc-phi': 'fees',
  '/lien-he': 'contact',
  '/cau-hoi-thuong-gap': 'faq',
  '/chinh-sach-bao-mat': 'privacy',
  '/giao-vien': 'teachers',
  '/hoc-vien': 'students',
  '/tin-tuc': 'news',
} as const satisfies Readonly<Record<string, string>>;
