import type { UiText } from '../ui-text';

export const news: UiText['news'] = {};
