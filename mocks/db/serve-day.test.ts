import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackendDay } from '../../tests/e2e/servers';
import { pinServeDay, serveDay, weeksToServeDay } from './serve-day';

describe('the serve day', () => {
  afterEach(() => {
    vi.useRealTimers();
    pinServeDay(fakeBackendDay);
  });

  it("is the day it is in Vietnam (UTC+7) when nothing pins it, and the pinned day otherwise", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    pinServeDay(undefined);
    vi.setSystemTime('2026-03-04T16:59:59Z');
    expect(serveDay()).toBe('2026-03-04');
    vi.setSystemTime('2026-03-04T17:00:00Z');
    expect(serveDay()).toBe('2026-03-05');
    pinServeDay(' 2025-11-15 ');
    expect(serveDay()).toBe('2025-11-15');
    pinServeDay('');
    expect(serveDay()).toBe('2026-03-05');
  });

  it('is a day that exists, written yyyy-mm-dd: anything else stops the process, naming the setting', () => {
    for (const day of ['15/11/2025', '2025-11-31', '2025-13-01', 'hôm nay']) {
      expect(() => pinServeDay(day, 'MOCK_TODAY')).toThrow(`MOCK_TODAY must be a day written yyyy-mm-dd, such as 2025-11-15; got '${day}'`);
    }
  });

  it('moves a newest day by the whole weeks that put it 1 to 7 days before the serve day, backwards too', () => {
    // Wednesday 12/11/2025.
    expect(weeksToServeDay('2025-11-12', '2025-11-13')).toBe(0);
    expect(weeksToServeDay('2025-11-12', '2025-11-19')).toBe(0);
    expect(weeksToServeDay('2025-11-12', '2025-11-20')).toBe(7);
    expect(weeksToServeDay('2025-11-12', '2026-11-27')).toBe(378);
    expect(weeksToServeDay('2025-11-12', '2025-11-12')).toBe(-7);
    expect(weeksToServeDay('2025-11-12', '2024-01-01')).toBe(-686);
  });
});
