import type { UiText } from '../ui-text';

export const home: UiText['home'] = {};
