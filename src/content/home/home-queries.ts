import type { HomeContent } from './home.types';

// The data is imported when asked for (see course-queries.ts).
const data = () => import('./home.data');

/** The home page's banners, figures and facility photos. */
export async function getHomeContent(): Promise<HomeContent> {
  const { banners, bannerCaptions, missionStatement, statistics, facilityPhotos } = await data();
  return { banners, bannerCaptions, missionStatement, statistics, facilityPhotos };
}
