import type { UiText } from '../ui-text';

export const carousel: UiText['carousel'] = {
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  previous: 'Previous',
  next: 'Next',
  goTo: 'Go to slide {number}',
  indicators: 'Choose a slide: {label}',
  slide: '{number} of {count}',
};
