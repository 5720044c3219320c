import { afterEach, describe, expect, it, vi } from 'vitest';
import { tidyArrivalUrl, tidyPathname } from './canonical-path';

describe('tidyPathname', () => {
  it.each([
    ['/', '/'],
    ['/gioi-thieu', '/gioi-thieu'],
    ['/gioi-thieu/', '/gioi-thieu'],
    ['//gioi-thieu', '/gioi-thieu'],
    ['/khoa-hoc//tieng-anh-cambridge///5/', '/khoa-hoc/tieng-anh-cambridge/5'],
  ])('%s -> %s', (pathname, tidy) => expect(tidyPathname(pathname)).toBe(tidy));
});

describe('tidyArrivalUrl', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('replaces a trailing or doubled slash in the address, keeping the query and fragment', () => {
    window.history.replaceState(null, '', '/khoa-hoc//tieng-anh-cambridge/?tab=1#lo-trinh');
    const entries = window.history.length;
    expect(tidyArrivalUrl()).toBe('stays');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/khoa-hoc/tieng-anh-cambridge?tab=1#lo-trinh');
    expect(window.history.length).toBe(entries);
  });

  it('leaves a tidy address alone', () => {
    window.history.replaceState({ key: 'a' }, '', '/gioi-thieu');
    expect(tidyArrivalUrl()).toBe('stays');
    expect(window.location.pathname).toBe('/gioi-thieu');
    expect(window.history.state).toEqual({ key: 'a' });
  });

  it.each(['/tin-tuc/a%3C', '/tin-tuc/a%3c', '/tin-t%C3%BAc'])('leaves the not-found page of %s as it is: no page has that path', (path) => {
    const replace = vi.fn();
    const location = { pathname: path, search: '', hash: '', replace } as unknown as Location;
    expect(tidyArrivalUrl({ location, history: window.history })).toBe('no page');
    expect(replace).not.toHaveBeenCalled();
  });

  it('loads the lower-case address for one in capitals, and says the page is being left', () => {
    const replace = vi.fn();
    const location = { pathname: '/Khoa-Hoc//8/', search: '?a=1', hash: '#b', replace } as unknown as Location;
    expect(tidyArrivalUrl({ location, history: window.history })).toBe('leaves');
    expect(replace).toHaveBeenCalledWith('/khoa-hoc/8?a=1#b');
  });
});
