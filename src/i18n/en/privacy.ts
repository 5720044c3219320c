import type { UiText } from '../ui-text';

export const privacy: UiText['privacy'] = {};
