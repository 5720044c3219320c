import type { PartLoaders } from '../ui-text';

/** Each part of the site's words in English, a chunk of its own, loaded by the English pages that show it. */
export const parts: PartLoaders = {
  shell: async () => (await import('./shell')).shell,
  carousel: async () => (await import('./carousel')).carousel,
  gallery: async () => (await import('./gallery')).gallery,
  siteSearch: async () => (await import('./site-search')).siteSearch,
  registration: async () => (await import('./registration')).registration,
  courses: async () => (await import('./courses')).courses,
  courseCards: async () => (await import('./course-cards')).courseCards,
  levelCheck: async () => (await import('./level-check')).levelCheck,
  news: async () => (await import('./news')).news,
  home: async () => (await import('./home')).home,
  homeFacilities: async () => (await import('./home-facilities')).homeFacilities,
  about: async () => (await import('./about')).about,
  contact: async () => (await import('./contact')).contact,
  faq: async () => (await import('./faq')).faq,
  teachers: async () => (await import('./teachers')).teachers,
  students: async () => (await import('./students')).students,
  privacy: async () => (await import('./privacy')).privacy,
};
