import type { AboutContent } from './about.types';

// Imported when asked for: a prerendered page carries the data it shows (in its HTML and the
// router's state), so its first load needs none of this; a visit that starts elsewhere loads it.

/** The about page's copy. Async like every content query, so a backend can serve it later. */
export async function getAboutContent(): Promise<AboutContent> {
  const { aboutHero, coreValues, founder, mission, partners, timeline, vision } = await import('./about.data');
  return { hero: aboutHero, timeline, founder, vision, mission, coreValues, partners };
}
