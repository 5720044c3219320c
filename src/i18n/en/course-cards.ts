import type { UiText } from '../ui-text';

export const courseCards: UiText['courseCards'] = {
  open: 'See the {title} course',
  carousel: {
    title: 'Our courses',
    subtitle: 'A path for every age, from preschool to working life',
    label: 'Our courses',
    allByAge: 'All courses by age',
    levelCheck: 'Take the free level check',
  },
};
