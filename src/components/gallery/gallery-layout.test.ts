import { describe, expect, it } from 'vitest';
import { galleryLayout } from './gallery-layout';

describe('galleryLayout', () => {
  it.each([
    [1, { kind: 'row', shown: 1 }],
    [3, { kind: 'row', shown: 3 }],
    [4, { kind: 'two-by-two', shown: 4 }],
    [5, { kind: 'rows-of-three', shown: 5 }],
    [7, { kind: 'rows-of-three', shown: 7 }],
    [8, { kind: 'rows-of-three', shown: 8 }],
    [9, { kind: 'grid-with-more', shown: 8 }],
    [10, { kind: 'grid-with-more', shown: 8 }],
  ] as const)('lays out %i images as %o', (count, expected) => {
    expect(galleryLayout(count)).toEqual(expected);
  });
});
