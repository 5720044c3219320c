import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanText, registrationValuesSchema } from './registration-schema';
import { readUnsentRegistrations, writeUnsentRegistrations, type UnsentRegistration } from './unsent-registrations-storage';

const now = Date.parse('2026-11-26T10:00:00Z');
const day = 24 * 60 * 60 * 1000;
const key = 'mat-troi-nho.dang-ky';
const oldKey = 'mat-troi-nho.dang-ky-chua-gui';
const values = { parentName: 'Nguyễn Thị Lan', phone: '0912345678', subject: 'Tiếng Anh Tiểu Học' };
const registration = (id: string, submittedAt = now - 60_000): UnsentRegistration => ({ id, submittedAt, values, tries: 1, lastTriedAt: submittedAt });
const read = (at = now) => readUnsentRegistrations(at).map(({ id }) => id);
/** Writes back what was read, as the phone does before it sends anything. */
const readAndWrite = (at = now) => writeUnsentRegistrations(readUnsentRegistrations(at), at);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unsent registrations in the storage', () => {
  /** An entry as something other than the site may have written it. */
  const storeRaw = (entries: unknown[]) => localStorage.setItem(key, JSON.stringify(entries));

  it('are cleaned and checked as the form cleans and checks what is typed: line breaks, NUL and reordering marks never reach the e-mail', () => {
    storeRaw([
      { ...registration('tampered'), values: { parentName: 'Lan\r\nBcc: x@example.com\u0000\u202e', phone: '0912 345 678', subject: 'Tiếng Anh\nTiểu Học' } },
      { ...registration('no-mobile'), values: { ...values, phone: '12345' } },
      { ...registration('blank-name'), values: { ...values, parentName: '\u200b\u0000 ' } },
    ]);
    expect(readUnsentRegistrations(now)).toEqual([
      { ...registration('tampered'), values: { parentName: 'Lan Bcc: x@example.com', phone: '0912345678', subject: 'Tiếng Anh Tiểu Học' } },
    ]);
  });

  it('read back any text the form would send as the form sends it, and nothing the form would refuse', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ maxLength: 30 }), (parentName, phone) => {
        storeRaw([{ ...registration('any'), values: { ...values, parentName, phone } }]);
        const [kept] = readUnsentRegistrations(now);
        const name = cleanText(parentName);
        const typed = registrationValuesSchema.safeParse({ ...values, parentName, phone });
        expect(kept?.values).toEqual(typed.data);
        if (kept) {
          expect(kept.values.parentName).toBe(name);
          for (const unwanted of ['\r', '\n', '\u0000', '\u202e']) expect(kept.values.parentName).not.toContain(unwanted);
          expect(kept.values.phone).toMatch(/^(?:0|\+84)\d{9}$/);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('are not sent when their language is not one the site writes (the entry is not the site’s)', () => {
    storeRaw([{ ...registration('french'), lang: 'fr' }, { ...registration('english'), lang: 'en' }]);
    expect(read()).toEqual(['english']);
  });

  it('are read back as written, oldest first', () => {
    expect(writeUnsentRegistrations([registration('b', now - 1000), registration('a', now - 2000)], now)).toBe(true);
    expect(read()).toEqual(['a', 'b']);
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject([{ id: 'a' }, { id: 'b' }]);
  });

  it('are kept 7 days at most', () => {
    writeUnsentRegistrations([registration('old', now - 7 * day), registration('young', now - 7 * day + 1)], now - 7 * day);
    expect(read()).toEqual(['young']);
    expect(read(now + 1)).toEqual([]);
    readAndWrite(now + 1);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('are kept, and tried again soon, when the phone\'s clock has been set back since (a month, or to 1970)', () => {
    const tried = { ...registration('before-the-clock-moved', now), notBefore: now + 60_000 };
    writeUnsentRegistrations([tried], now);
    for (const setBack of [now - 30 * day, 1_000]) {
      expect(readUnsentRegistrations(setBack)).toEqual([{ ...tried, lastTriedAt: setBack, notBefore: setBack + day }]);
      readAndWrite(setBack);
      expect(read()).toEqual(['before-the-clock-moved']);
    }
  });

  it('are 5 at most: a sixth pushes out the oldest', () => {
    writeUnsentRegistrations(['1', '2', '3', '4', '5', '6'].map((id, index) => registration(id, now - 10_000 + index)), now);
    expect(read()).toEqual(['2', '3', '4', '5', '6']);
  });

  it.each([
    ['not JSON', '[{"id":'],
    ['another shape', '{"items":[1,2,3]}'],
    ['a bare string', '"hello"'],
    ['null', 'null'],
  ])('a damaged or foreign value (%s) is ignored, and removed', (_, value) => {
    localStorage.setItem(key, value);
    expect(read()).toEqual([]);
    readAndWrite();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('a damaged registration is dropped and the whole ones kept', () => {
    const broken = [{ ...registration('no-phone'), values: { parentName: 'A', subject: 'B' } }, { ...registration('negative'), tries: -1 }, 'x'];
    localStorage.setItem(key, JSON.stringify([registration('whole'), ...broken]));
    expect(read()).toEqual(['whole']);
    readAndWrite();
    expect((JSON.parse(localStorage.getItem(key)!) as UnsentRegistration[]).map(({ id }) => id)).toEqual(['whole']);
  });

  it('are read as none from a storage the browser blocks, and a write it refuses is reported', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    vi.stubGlobal('localStorage', blocked);
    expect(readUnsentRegistrations(now)).toEqual([]);
    expect(writeUnsentRegistrations([registration('a')], now)).toBe(false);
  });

  it('stored under the old key by an earlier version of the site are read, and moved to the new key on the next write', () => {
    const lead = (id: string, keptAt: number) => ({ id, keptAt, values, tries: 2, lastTriedAt: keptAt, refused: true });
    localStorage.setItem(key, JSON.stringify([registration('new')]));
    localStorage.setItem(oldKey, JSON.stringify({ version: 1, leads: [lead('expired', now - 8 * day), lead('old', now - 2 * day)] }));

    expect(readUnsentRegistrations(now)).toEqual([
      { id: 'old', submittedAt: now - 2 * day, values, tries: 2, lastTriedAt: now - 2 * day, refused: true },
      registration('new'),
    ]);
    readAndWrite();
    expect(localStorage.getItem(oldKey)).toBeNull();
    expect((JSON.parse(localStorage.getItem(key)!) as UnsentRegistration[]).map(({ id }) => id)).toEqual(['old', 'new']);
  });

  it('a write that cannot keep one of them (a name too long to keep) says so, and keeps the others', () => {
    const tooLong = { ...registration('too-long'), values: { ...values, parentName: 'n'.repeat(201) } };
    expect(writeUnsentRegistrations([registration('whole'), tooLong], now)).toBe(false);
    expect(read()).toEqual(['whole']);
  });

  it("keep the language of the form the parent used; one stored before the site had English has none (it was Vietnamese)", () => {
    writeUnsentRegistrations([{ ...registration('english'), lang: 'en' }, registration('older')], now);
    expect(readUnsentRegistrations(now).map(({ id, lang }) => [id, lang])).toEqual([
      ['english', 'en'],
      ['older', undefined],
    ]);
  });

  it('a stored source with a field that does not fit loses that field, never the registration', () => {
    const source = { page: '/', referrer: `${'a'.repeat(250)}.com`, levelScore: '99999999999/16', level: 'A1 Movers', childAge: 150 };
    localStorage.setItem(key, JSON.stringify([{ ...registration('with-source'), source }]));
    expect(readUnsentRegistrations(now)).toEqual([{ ...registration('with-source'), source: { page: '/', level: 'A1 Movers' } }]);
  });
});
