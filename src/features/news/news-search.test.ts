import { describe, expect, it } from 'vitest';
import { validateNewsListSearch } from './news-search';

/** What the router hands over: the address's values, parsed, whatever they are. */
const validate = (search: Record<string, unknown>) => validateNewsListSearch(search as Parameters<typeof validateNewsListSearch>[0]);

describe('validateNewsListSearch', () => {
  it('keeps a tab and a page that make sense', () => {
    expect(validate({ tab: '6650c1f2', page: 3 })).toEqual({ tab: '6650c1f2', page: 3 });
  });

  it('falls back to every category on the first page when either is missing', () => {
    expect(validate({})).toEqual({ tab: 'all', page: 1 });
  });

  it.each([0, -2, 1.5, '2', null, Number.NaN, 1e23])('turns the page %o into 1', (page) => {
    expect(validate({ page }).page).toBe(1);
  });

  it.each(['', 7, ['a'], { id: 'a' }])('turns the tab %o into every category', (tab) => {
    expect(validate({ tab }).tab).toBe('all');
  });
});
