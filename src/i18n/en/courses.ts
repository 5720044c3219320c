import type { UiText } from '../ui-text';

export const courses: UiText['courses'] = {};
