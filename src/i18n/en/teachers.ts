import type { UiText } from '../ui-text';

export const teachers: UiText['teachers'] = {};
