import type { UiText } from '../ui-text';

export const faq: UiText['faq'] = {};
