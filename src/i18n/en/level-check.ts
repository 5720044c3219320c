import type { UiText } from '../ui-text';

export const levelCheck: UiText['levelCheck'] = {};
