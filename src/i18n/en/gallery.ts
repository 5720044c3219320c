import type { UiText } from '../ui-text';

export const gallery: UiText['gallery'] = {
  more: 'See more',
  moreCount: { one: '+{count} photo', other: '+{count} photos' },
  close: 'Close',
};
