/**
 * The site's words outside its content, part by part: each part's Vietnamese module (vi/) is imported
 * by the components that show it, its English twin (en/) has the same shape, checked here.
 */
import type { shell } from './vi/shell';
import type { carousel } from './vi/carousel';
import type { gallery } from './vi/gallery';
import type { siteSearch } from './vi/site-search';
import type { registration } from './vi/registration';
import type { courses } from './vi/courses';
import type { courseCards } from './vi/course-cards';
import type { levelCheck } from './vi/level-check';
import type { news } from './vi/news';
import type { home } from './vi/home';
import type { homeFacilities } from './vi/home-facilities';
import type { about } from './vi/about';
import type { contact } from './vi/contact';
import type { faq } from './vi/faq';
import type { teachers } from './vi/teachers';
import type { students } from './vi/students';
import type { privacy } from './vi/privacy';

export interface UiText {
  shell: typeof shell;
  carousel: typeof carousel;
  gallery: typeof gallery;
  siteSearch: typeof siteSearch;
  registration: typeof registration;
  courses: typeof courses;
  courseCards: typeof courseCards;
  levelCheck: typeof levelCheck;
  news: typeof news;
  home: typeof home;
  homeFacilities: typeof homeFacilities;
  about: typeof about;
  contact: typeof contact;
  faq: typeof faq;
  teachers: typeof teachers;
  students: typeof students;
  privacy: typeof privacy;
}

export type UiPart = keyof UiText;

/** A translated locale's parts, each loaded on its own (`src/i18n/<locale>/index.ts`). */
export type PartLoaders = { readonly [Part in UiPart]: () => Promise<UiText[Part]> };
