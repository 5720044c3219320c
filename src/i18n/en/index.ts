import type { PartLoaders } from '../ui-text';

/** Each part of the site's words in English, a chunk of its own, loaded by the English pages that show it. */
export const parts: PartLoaders = {
  shell: () => import('./shell').then((part) => part.shell),
  carousel: () => import('./carousel').then((part) => part.carousel),
  gallery: () => import('./gallery').then((part) => part.gallery),
  siteSearch: () => import('./site-search').then((part) => part.siteSearch),
  registration: () => import('./registration').then((part) => part.registration),
  courses: () => import('./courses').then((part) => part.courses),
  courseCards: () => import('./course-cards').then((part) => part.courseCards),
  levelCheck: () => import('./level-check').then((part) => part.levelCheck),
  news: () => import('./news').then((part) => part.news),
  home: () => import('./home').then((part) => part.home),
  homeFacilities: () => import('./home-facilities').then((part) => part.homeFacilities),
  about: () => import('./about').then((part) => part.about),
  contact: () => import('./contact').then((part) => part.contact),
  faq: () => import('./faq').then((part) => part.faq),
  teachers: () => import('./teachers').then((part) => part.teachers),
  students: () => import('./students').then((part) => part.students),
  privacy: () => import('./privacy').then((part) => part.privacy),
};
