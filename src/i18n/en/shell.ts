import type { UiText } from '../ui-text';

export const shell: UiText['shell'] = {
  head: {
    tagline: 'English and life skills for children',
    home: 'Home',
    notFound: {
      title: 'Page not found',
      description: 'This page does not exist on the Mặt Trời Nhỏ website.',
    },
  },
  languageSwitch: {
    label: 'Tiếng Việt',
    code: 'VN',
    current: 'Language: English',
  },
};
