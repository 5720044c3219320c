import type { UiText } from '../ui-text';

export const about: UiText['about'] = {
  head: {
    title: 'About us',
    description:
      'Our story of more than 5 years, and the vision, mission and core values behind Mặt Trời Nhỏ English and Life Skills Centre.',
  },
  register: 'Register for a free trial class',
  timeline: {
    title: 'How we grew',
    subtitle: 'From a class of eight pupils in {year} to a place many families call home',
  },
  founder: {
    title: 'A word from our founder',
    subtitle: 'Why Mặt Trời Nhỏ began',
  },
  aims: {
    title: 'Our vision and mission',
    subtitle: 'What we are working towards, and our promise to every family',
    vision: 'Our vision',
    mission: 'Our mission',
  },
  values: {
    title: 'Our core values',
    subtitle: 'Four things we hold on to in every class',
  },
  partners: {
    title: 'Our partners',
    subtitle: 'Coursebooks, exams and programmes from respected names in education',
  },
};
