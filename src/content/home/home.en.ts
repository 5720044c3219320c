import type { Translation } from '@/i18n/translate';
import type { HomeContent } from './home.types';

/**
 * The home page's copy in English (home.data.ts holds everything else): the same five figures, the
 * values being home.data.ts's own, so the two languages can never disagree on one.
 */
export const homeTranslation: Translation<HomeContent> = {
  statistics: [
    { id: 'nam-dong-hanh-cung-hoc', description: 'years alongside our students' },
    { id: 'giao-vien-dat-chuan-cambridge', description: 'of our teachers meet Cambridge standards' },
    { id: 'hoc-vien-dat-chung-chi', description: 'of our students gain Cambridge qualifications (Pre A1 Starters to B1 Preliminary) or an IELTS result' },
    { id: 'hoc-vien-dat-ielts-7', description: 'students have reached IELTS 7.0' },
    { id: 'hoc-vien-danh-gia-5', description: 'of our students give us 5 stars' },
  ],
  missionStatement: {
    title: 'Skills that take root, language that gives wings, character that lasts',
    paragraphs: [
      'At Mặt Trời Nhỏ, we believe every child needs three things for the road ahead: ' +
        'life skills to stand on their own two feet, a second language to step out into the world with confidence, ' +
        'and the values that make a kind and decent person.',
      'Every programme is built around the learner. Our teachers watch, listen and shape each lesson around ' +
        'your child’s own interests, pace and strengths, so that learning stays a joy rather than a pressure.',
    ],
    image: { alt: 'A teacher and young children learning and playing together in the sunshine' },
  },
  facilityPhotos: [
    { id: 1, image: { alt: 'A spacious, light-filled classroom with desks set out in groups' } },
    { id: 2, image: { alt: 'The library corner, with shelves of English books and cushions for story time' } },
    { id: 3, image: { alt: 'A playroom with soft mats for the little ones' } },
    { id: 4, image: { alt: 'The multimedia room, with a projector and a big screen' } },
    { id: 5, image: { alt: 'The bright, airy reception, where parents wait to pick up their children' } },
  ],
  banners: [
    {
      id: 'tieng-anh',
      caption: {
        title: 'English that’s fun, every day',
        text: 'The Cambridge English pathway for children from age 3: they learn through play, and play as they learn.',
      },
    },
    {
      id: 'ky-nang-song',
      caption: {
        title: 'Life skills for confident children',
        text: 'Through hands-on lessons, your child learns to be independent, to care for others and to keep themselves safe.',
      },
    },
  ],
};
