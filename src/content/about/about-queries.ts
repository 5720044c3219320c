import { aboutHero, coreValues, founder, mission, partners, timeline, vision } from './about.data';
import type { AboutContent } from './about.types';

/** The about page's copy. Async like every content query, so a backend can serve it later. */
export async function getAboutContent(): Promise<AboutContent> {
  return { hero: aboutHero, timeline, founder, vision, mission, coreValues, partners };
}
