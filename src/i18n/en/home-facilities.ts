import type { UiText } from '../ui-text';

export const homeFacilities: UiText['homeFacilities'] = {
  title: 'Modern facilities',
  subtitle: 'A safe, bright and inspiring place to learn',
  label: 'Photos of the centre',
  previous: 'Previous photo',
  next: 'Next photo',
  slide: 'Photo {number} of {count}',
  enlarge: 'View larger: {photo}',
};
