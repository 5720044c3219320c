import type { HomeContent } from './home.types';

// Imported when asked for: a prerendered page carries the data it shows (in its HTML and the
// router's state), so its first load needs none of this; a visit that starts elsewhere loads it.

/** The home page's banners, figures and facility photos. */
export async function getHomeContent(): Promise<HomeContent> {
  const { banners, bannerCaptions, missionStatement, statistics, facilityPhotos } = await import('./home.data');
  return { banners, bannerCaptions, missionStatement, statistics, facilityPhotos };
}
