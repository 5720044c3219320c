import type { UiText } from '../ui-text';

export const media: UiText['media'] = {
  carousel: {
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    previous: 'Previous',
    next: 'Next',
    goTo: 'Go to slide {number}',
    indicators: 'Choose a slide: {label}',
    slide: '{number} of {count}',
  },
  gallery: {
    more: 'See more',
    moreCount: { one: '+{count} photo', other: '+{count} photos' },
    close: 'Close',
  },
};
