/** Each Vietnamese path segment's English twin: `/khoa-hoc/ky-nang-song` is `/en/courses/life-skills`. */
export const pathSegments = {
  'gioi-thieu': 'about',
  'khoa-hoc': 'courses',
  'tieng-anh-cambridge': 'cambridge-english',
  'ky-nang-song': 'life-skills',
  'theo-tuoi': 'by-age',
  'kiem-tra-trinh-do': 'level-check',
  'hoc-phi': 'fees',
  'lien-he': 'contact',
  'cau-hoi-thuong-gap': 'faq',
  'chinh-sach-bao-mat': 'privacy',
  'giao-vien': 'teachers',
  'hoc-vien': 'students',
  'tin-tuc': 'news',
  // The course finder's page for adults (/khoa-hoc/theo-tuoi/nguoi-lon): a parameter's value, worded.
  'nguoi-lon': 'adults',
} as const satisfies Readonly<Record<string, string>>;
