import { describe, expect, it } from 'vitest';
import { founded, yearsSinceFounding } from './founding';

describe('yearsSinceFounding', () => {
  it('counts whole years from September 2011, a new one each September', () => {
    expect(founded).toEqual({ year: 2011, month: 9 });
    expect(yearsSinceFounding(new Date('2011-09-01'))).toBe(0);
    expect(yearsSinceFounding(new Date('2012-08-31'))).toBe(0);
    expect(yearsSinceFounding(new Date('2012-09-01'))).toBe(1);
    expect(yearsSinceFounding(new Date('2026-08-31'))).toBe(14);
    expect(yearsSinceFounding(new Date('2026-09-01'))).toBe(15);
    expect(yearsSinceFounding(new Date('2027-01-01'))).toBe(15);
    expect(yearsSinceFounding(new Date('2027-09-01'))).toBe(16);
  });
});
