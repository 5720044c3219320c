import type { UiText } from '../ui-text';

export const home: UiText['home'] = {
  head: {
    description:
      'Cambridge English, everyday English and life skills for ages 3–18. Book a free level test and a free trial lesson at Mặt Trời Nhỏ.',
  },
  title: 'Mặt Trời Nhỏ English and Life Skills Centre',
  hero: {
    label: 'Introducing the centre',
    register: 'Book a free trial lesson',
    programmes: 'See our programmes',
  },
  numbers: {
    title: 'Numbers that make us smile',
    subtitle: 'The trust parents place in us, earned one school year at a time',
  },
  moreAchievements: 'See more of our students’ achievements',
};
