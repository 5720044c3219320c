import type { UiText } from '../ui-text';

export const gallery: UiText['gallery'] = {
  more: 'See all photos',
  moreCount: { one: '({count} more)', other: '({count} more)' },
  close: 'Close',
};
