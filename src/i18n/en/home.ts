import type { UiText } from '../ui-text';

export const home: UiText['home'] = {
  head: {
    description:
      'Cambridge English, English for communication and life skills for ages 3–18. Register for a free level test and trial class at Mặt Trời Nhỏ.',
  },
  title: 'Mặt Trời Nhỏ English and Life Skills Centre',
  hero: {
    label: 'Introducing the centre',
    register: 'Register for a free trial class',
    programmes: 'See our courses',
  },
  numbers: {
    title: 'Numbers that make us smile',
    subtitle: 'The trust parents place in us, earned one school year at a time',
  },
  moreAchievements: 'See more student achievements',
};
