import { describe, expect, it } from 'vitest';
import { nextOpenings } from './course-openings';

const eachTerm = [3, 6, 9, 12];

describe('nextOpenings', () => {
  it('gives the first Monday of the next opening months, counted from the day given', () => {
    expect(nextOpenings(eachTerm, new Date('2026-05-15'), 2)).toEqual(['2026-06-01', '2026-09-07']);
    expect(nextOpenings(eachTerm, new Date('2026-09-08'), 3)).toEqual(['2026-12-07', '2027-03-01', '2027-06-07']);
  });

  it('keeps an opening on the day itself, and drops it the day after', () => {
    expect(nextOpenings(eachTerm, new Date('2026-06-01'), 1)).toEqual(['2026-06-01']);
    expect(nextOpenings(eachTerm, new Date('2026-06-02'), 1)).toEqual(['2026-09-07']);
  });

  it('goes on into the years after, whatever the order of the months', () => {
    expect(nextOpenings([9], new Date('2026-10-01'), 2)).toEqual(['2027-09-06', '2028-09-04']);
    expect(nextOpenings([11, 1], new Date('2026-11-03'), 2)).toEqual(['2027-01-04', '2027-11-01']);
  });

  it('gives only Mondays', () => {
    const openings = nextOpenings([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], new Date('2026-01-01'), 24);
    expect(openings).toHaveLength(24);
    for (const opening of openings) expect(new Date(opening).getUTCDay(), opening).toBe(1);
  });

  it('gives none for a course with no opening months', () => {
    expect(nextOpenings([], new Date('2026-01-01'), 2)).toEqual([]);
  });
});
