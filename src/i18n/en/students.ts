import type { UiText } from '../ui-text';

export const students: UiText['students'] = {};
