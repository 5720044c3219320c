import type { UiText } from '../ui-text';

export const registration: UiText['registration'] = {};
