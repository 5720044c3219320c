import type { AboutContent } from './about.types';

// The data is imported when asked for (see course-queries.ts).
const data = () => import('./about.data');

/** The about page's copy. Async like every content query, so a backend can serve it later. */
export async function getAboutContent(): Promise<AboutContent> {
  const { aboutHero, coreValues, founder, mission, partners, timeline, vision } = await data();
  return { hero: aboutHero, timeline, founder, vision, mission, coreValues, partners };
}
