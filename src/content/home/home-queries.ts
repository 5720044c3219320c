import type { HomeContent } from './home.types';

/** The home page's banners, figures and facility photos. */
export async function getHomeContent(): Promise<HomeContent> {
  // The data is imported when asked for (see course-queries.ts).
  const { banners, bannerCaptions, missionStatement, statistics, facilityPhotos } = await import('./home.data');
  return { banners, bannerCaptions, missionStatement, statistics, facilityPhotos };
}
