import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { levelCheckKey } from '@/components/level-check-progress';
import { inlineScriptText } from '@/components/inline-script-text';
import { registrationSourceSchema } from './registration-schema';
import { registrationSource, visitSourceKey } from './registration-source';

/** What the page's inline script notes on the visit's first page. */
const landedOn = (landing: string, referrer = '') => sessionStorage.setItem(visitSourceKey, JSON.stringify({ landing, referrer }));

describe('where a registration comes from', () => {
  afterEach(() => sessionStorage.clear());

  it("is noted by the page's inline script, under the key read here", () => {
    expect(inlineScriptText()).toContain(`'${visitSourceKey}'`);
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

  test.prop(
    {
      visit: fc.oneof(
        fc.record({ landing: fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string({ unit: 'binary' })), referrer: fc.oneof(fc.webUrl(), fc.string()) }),
        fc.jsonValue(),
      ),
      levelCheck: fc.oneof(
        fc.record({
          age: fc.oneof(fc.constant(null), fc.nat()),
          answers: fc.constant({}),
          step: fc.nat(),
          result: fc.record({ level: fc.constant('a2-key'), name: fc.string({ unit: 'binary', maxLength: 80 }), score: fc.nat(), total: fc.nat() }),
        }),
        fc.jsonValue(),
      ),
    },
    { numRuns: 200 },
  )('whatever the visit and the level check left in the storage, is one a registration can keep', ({ visit, levelCheck }) => {
    sessionStorage.setItem(visitSourceKey, JSON.stringify(visit));
    sessionStorage.setItem(levelCheckKey, JSON.stringify(levelCheck));
    const source = registrationSource();
    // Nothing the schema would refuse, and so nothing a registration would be dropped for.
    expect(registrationSourceSchema.safeParse(source).data).toEqual(source);
    expect(source.page).toBe('/');
    for (const value of Object.values(source)) if (typeof value === 'string') expect(value).not.toMatch(/[\p{Cc}\p{Cs}\p{Bidi_Control}\p{Noncharacter_Code_Point}]/u);
  });
});
