import type { UiText } from '../ui-text';

export const about: UiText['about'] = {};
