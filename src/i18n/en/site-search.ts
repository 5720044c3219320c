import type { UiText } from '../ui-text';

export const siteSearch: UiText['siteSearch'] = {
  label: 'Search the website',
  placeholder: 'Search for a course or a page…',
  nothingFound: 'Nothing matches your search',
};
