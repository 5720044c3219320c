import { describe, expect, it } from 'vitest';
import { manifest } from '../../scripts/illustrations/manifest.mjs';
import { pageHeroImages, type PageHeroName } from './page-hero-images';

const names: PageHeroName[] = ['about', 'students', 'teachers', 'cambridge', 'news'];

describe('pageHeroImages', () => {
  it.each(names)('points %s at drawn illustrations of the right size', (name) => {
    const { image, mobileImage } = pageHeroImages(name);
    for (const picture of [image, mobileImage]) {
      const entry = manifest.find((item) => item.path === picture.src);
      expect(entry, picture.src).toBeDefined();
      expect([entry!.width, entry!.height]).toEqual([picture.width, picture.height]);
    }
    expect(mobileImage.height).toBeGreaterThan(mobileImage.width);
  });
});
