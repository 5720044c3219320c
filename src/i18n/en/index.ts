import type { UiText } from '../ui-text';
import { shell } from './shell';
import { carousel } from './carousel';
import { gallery } from './gallery';
import { siteSearch } from './site-search';
import { registration } from './registration';
import { courses } from './courses';
import { courseCards } from './course-cards';
import { levelCheck } from './level-check';
import { news } from './news';
import { home } from './home';
import { homeFacilities } from './home-facilities';
import { about } from './about';
import { contact } from './contact';
import { faq } from './faq';
import { teachers } from './teachers';
import { students } from './students';
import { privacy } from './privacy';

/** Every part of the site's words in English: one chunk, loaded for English pages only (translated-text.ts). */
export const text: UiText = { shell, carousel, gallery, siteSearch, registration, courses, courseCards, levelCheck, news, home, homeFacilities, about, contact, faq, teachers, students, privacy };
