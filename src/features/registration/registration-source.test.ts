import { afterEach, describe, expect, it } from 'vitest';
import { levelCheckKey } from '@/content/level-check/level-check-progress';
import { inlineScript } from '@/lib/early-input';
import { registrationSource, visitSourceKey } from './registration-source';

/** What the page's inline script notes on the visit's first page. */
const landedOn = (landing: string, referrer = '') => sessionStorage.setItem(visitSourceKey, JSON.stringify({ landing, referrer }));

describe('where a registration comes from', () => {
  afterEach(() => sessionStorage.clear());

  it("is noted by the page's inline script, under the key read here", () => {
    expect(inlineScript).toContain(`'${visitSourceKey}'`);
  });

  it("carries the landing address's campaign and the referring site, whatever page it is sent from", () => {
    landedOn('https://www.mattroinho.edu.vn/gioi-thieu?utm_source=zalo&utm_medium=social&utm_campaign=he-2026', 'https://zalo.me/s/123');
    expect(registrationSource()).toEqual({ page: '/', utmSource: 'zalo', utmMedium: 'social', utmCampaign: 'he-2026', referrer: 'zalo.me' });
  });

  it('leaves out what the visit did not have: no campaign, a visit that began on this site', () => {
    landedOn('https://www.mattroinho.edu.vn/?utm_source=%20%20', `${location.origin}/tin-tuc`);
    expect(registrationSource()).toEqual({ page: '/' });
  });

  it('keeps a campaign name short', () => {
    landedOn(`https://www.mattroinho.edu.vn/?utm_campaign=${'a'.repeat(500)}`);
    expect(registrationSource().utmCampaign).toHaveLength(100);
  });

  it('says only the page when nothing was noted, or what was noted cannot be read', () => {
    expect(registrationSource()).toEqual({ page: '/' });
    sessionStorage.setItem(visitSourceKey, '{not json');
    expect(registrationSource()).toEqual({ page: '/' });
    sessionStorage.setItem(visitSourceKey, JSON.stringify({ landing: 'not an address', referrer: 42 }));
    expect(registrationSource()).toEqual({ page: '/' });
  });

  it("carries the child's age from the level check, and its level and score once it is done", () => {
    const started = { age: 8, answers: { 'q-1': 'a' }, step: 2 };
    sessionStorage.setItem(levelCheckKey, JSON.stringify(started));
    expect(registrationSource()).toEqual({ page: '/', childAge: 8 });
    const result = { level: 'a1-movers', name: 'A1 Movers', score: 11, total: 16 };
    sessionStorage.setItem(levelCheckKey, JSON.stringify({ ...started, step: 17, result }));
    expect(registrationSource()).toEqual({ page: '/', childAge: 8, level: 'A1 Movers', levelScore: '11/16' });
  });

  it('says nothing of the child when what the level check kept cannot be read', () => {
    sessionStorage.setItem(levelCheckKey, JSON.stringify({ age: 'tám', answers: {}, step: 0 }));
    expect(registrationSource()).toEqual({ page: '/' });
  });
});
