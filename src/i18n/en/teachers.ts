import type { UiText } from '../ui-text';

export const teachers: UiText['teachers'] = {
  head: {
    title: 'Teachers',
    description: 'The dedicated teachers of Mặt Trời Nhỏ, who meet Cambridge standards, and how the centre selects and trains its teachers.',
  },
  hero: {
    title: 'Dedicated teachers who meet Cambridge standards',
    lead:
      'Vietnamese and native English-speaking teachers with a wealth of experience teaching children, who always put their ' +
      'students first. Get to know the people who will be alongside your child every week.',
    register: 'Register for a free trial class',
  },
  team: {
    title: 'Meet our teachers',
    subtitle: '{count} English teachers, each with their own story and their own way of inspiring children',
  },
  selection: {
    title: 'How we select and train our teachers',
    subtitle: 'Four steps to make sure every teacher deserves the trust you place in them',
    faq: 'our teachers’ qualifications',
  },
  carousel: {
    title: 'Our teachers',
    subtitle: 'Dedicated, experienced teachers who meet Cambridge standards',
    label: 'Our teachers’ profiles',
    more: 'Meet all our teachers',
  },
};
