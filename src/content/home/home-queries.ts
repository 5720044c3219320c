import { bannerCaptions, banners, facilityPhotos, missionStatement, statistics } from './home.data';
import type { HomeContent } from './home.types';

/** The home page's banners, figures and facility photos. */
export async function getHomeContent(): Promise<HomeContent> {
  return { banners, bannerCaptions, missionStatement, statistics, facilityPhotos };
}
