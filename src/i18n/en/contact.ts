import type { UiText } from '../ui-text';

export const contact: UiText['contact'] = {};
