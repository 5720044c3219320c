import type { UiText } from '../ui-text';

export const students: UiText['students'] = {
  head: {
    title: 'Students',
    description: 'Cambridge results, classroom moments and students’ impressions of Mặt Trời Nhỏ English and Life Skills Centre.',
  },
  hero: {
    title: 'Our students’ achievements and experiences',
    lead:
      'Cambridge certificates, IELTS scores to be proud of, and smiles in class every day: this is how Mặt Trời Nhỏ students ' +
      'tell their story.',
  },
  honours: {
    title: 'Celebrating our students',
    subtitle: 'The outstanding students who make Mặt Trời Nhỏ proud',
  },
  testimonials: {
    title: 'What parents say about Mặt Trời Nhỏ',
    subtitle: 'The changes parents see in their children after each course',
    faq: 'how parents can follow their child’s progress',
  },
  gallery: {
    title: 'Our students’ experiences',
    subtitle: 'Lessons, outings, festival days and graduations: the moments children want to tell their parents about',
    label: 'Moments from our students’ days',
  },
};
