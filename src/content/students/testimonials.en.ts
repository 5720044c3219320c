import type { Translation } from '@/i18n/translate';
import type { ParentTestimonial } from './student.types';

/*
 * Parents' testimonials in English, by id: each parent's own words, translated as faithfully as
 * English allows (what they saw, in their voice, nothing the centre adds), the parent addressed as
 * an English page would ('Chị' Ms, 'Anh' Mr), their child's class by the course's English title.
 * English needs a pronoun where Vietnamese says 'con': the children are called as their given
 * names usually are (Minh Anh a girl, Gia Bảo and Đăng Khôi boys), Bình An by name only.
 */
export const testimonialTranslations: Readonly<Record<string, Translation<ParentTestimonial>>> = {
  'thanh-huong': {
    quote:
      'Minh Anh used to be very shy about speaking: whatever the teacher asked, all she would do was smile. After a year of ' +
      'lessons, she introduced herself in English to some foreign visitors at Văn Miếu, the Temple of Literature, and then talked ' +
      'about it all through dinner with the whole family.',
    parent: 'Ms Vũ Thanh Hương',
    child: 'Parent of Minh Anh, Primary English class',
  },
  'quoc-tuan': {
    quote:
      'Gia Bảo got 14 out of 15 shields in A1 Movers, with the full 5 shields for Speaking. What I value even more is that he is ' +
      'no longer afraid of exams: his teacher gives a practice test every month and sends parents detailed feedback.',
    parent: 'Mr Trần Quốc Tuấn',
    child: 'Parent of Gia Bảo, Primary English class',
  },
  'ngoc-lan': {
    quote:
      'Since the life skills course, An makes the bed without being asked, gets the school bag ready every evening and knows our ' +
      'phone numbers by heart. Once, on the way to the supermarket, An even reminded the whole family to hold hands when crossing the road.',
    parent: 'Ms Lê Ngọc Lan',
    child: 'Parent of Bình An, Life skills class',
  },
  'thi-mai': {
    quote:
      'Khôi started the class knowing only a few simple words; now he sings whole songs in English and counts his toys up to ' +
      'twenty. On class days he hurries me to take him early so that he can play with his teacher.',
    parent: 'Ms Phạm Thị Mai',
    child: 'Parent of Đăng Khôi, Preschool English class',
  },
};
