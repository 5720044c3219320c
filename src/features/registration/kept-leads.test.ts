import { afterEach, describe, expect, it } from 'vitest';
import { keptForMs, maxKeptLeads, readKeptLeads, writeKeptLeads, type KeptLead } from './kept-leads';
import { keptLeadsKey } from './kept-leads-key';

const now = Date.parse('2026-11-26T10:00:00Z');
const lead = (id: string, keptAt = now - 60_000): KeptLead => ({
  id,
  keptAt,
  values: { parentName: 'Nguyễn Thị Lan', phone: '0912345678', subject: 'Tiếng Anh Tiểu Học' },
  tries: 1,
  lastTriedAt: keptAt,
});
const stored = () => localStorage.getItem(keptLeadsKey);
const storedIds = () => (JSON.parse(stored() ?? '{"leads":[]}') as { leads: KeptLead[] }).leads.map(({ id }) => id);

afterEach(() => localStorage.clear());

describe('kept leads on the phone', () => {
  it('are read back as written, oldest first', () => {
    expect(writeKeptLeads(localStorage, [lead('b', now - 1000), lead('a', now - 2000)], now)).toBe(true);
    expect(readKeptLeads(localStorage, now).map(({ id }) => id)).toEqual(['a', 'b']);
    expect(JSON.parse(stored()!)).toMatchObject({ version: 1, leads: [{ id: 'a' }, { id: 'b' }] });
  });

  it('are kept 7 days at most, then dropped from the storage', () => {
    writeKeptLeads(localStorage, [lead('old', now - keptForMs), lead('young', now - keptForMs + 1)], now - keptForMs);
    expect(readKeptLeads(localStorage, now).map(({ id }) => id)).toEqual(['young']);
    expect(storedIds()).toEqual(['young']);

    expect(readKeptLeads(localStorage, now + 1)).toEqual([]);
    expect(stored()).toBeNull();
  });

  it(`are ${maxKeptLeads} at most: a sixth pushes out the oldest`, () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((id, index) => lead(id, now - 10_000 + index));
    writeKeptLeads(localStorage, six, now);
    expect(readKeptLeads(localStorage, now).map(({ id }) => id)).toEqual(['2', '3', '4', '5', '6']);
  });

  it.each([
    ['not JSON', '{"version":1,"leads":[{'],
    ['another shape', '{"items":[1,2,3]}'],
    ['another version', JSON.stringify({ version: 2, leads: [lead('a')] })],
    ['a bare string', '"hello"'],
    ['null', 'null'],
  ])('ignore a damaged or foreign value (%s) and remove it', (_, value) => {
    localStorage.setItem(keptLeadsKey, value);
    expect(readKeptLeads(localStorage, now)).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('drop a damaged lead and keep the whole ones', () => {
    const broken = [{ ...lead('no-phone'), values: { parentName: 'A', subject: 'B' } }, { ...lead('negative'), tries: -1 }, 'lead', { ...lead('future'), keptAt: now + keptForMs }];
    localStorage.setItem(keptLeadsKey, JSON.stringify({ version: 1, leads: [lead('whole'), ...broken] }));
    expect(readKeptLeads(localStorage, now).map(({ id }) => id)).toEqual(['whole']);
    expect(storedIds()).toEqual(['whole']);
  });

  it('read as none from a storage the browser blocks, and report a write it refuses', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readKeptLeads(blocked, now)).toEqual([]);
    expect(writeKeptLeads(blocked, [lead('a')], now)).toBe(false);
  });
});
